"""The graph page in headless Chromium (Debian's chromium driven by Playwright), loaded from
file:// with every network request blocked."""
import json
import os
import time

import pytest

from conftest import ROOT, SEEDS, run_cli

pytestmark = pytest.mark.browser
ARTIFACTS = os.path.join(ROOT, "test-artifacts")

XSS_RECORDS = [
    {"title": "XSSPROBE <script>window.__xss = 'title-script'</script> Routing",
     "abstract": "We propose XSSNet <img src=x onerror=\"window.__xss='img-onerror'\">, a method with \"quotes\" & 'apostrophes' "
                 "</script><script>window.__xss='breakout'</script> evaluated on CIFAR-10.",
     "url": "javascript:window.__xss='js-link'", "authors": ["Mallory <b>Bold</b>"], "year": 2024},
    {"title": "XSSPROBE second paper with <iframe src=javascript:alert(1)>",
     "abstract": "A benchmark study on CIFAR-10 with onmouseover=alert(1) text and {{ template }} braces.",
     "url": "https://example.org/ok", "year": 2023},
]


@pytest.fixture(scope="module")
def page_factory(chromium_path):
    from playwright.sync_api import sync_playwright
    pw = sync_playwright().start()
    browser = pw.chromium.launch(executable_path=chromium_path, args=[
        "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run", "--disable-quic"])

    def open_page(path):
        page = browser.new_page(viewport={"width": 1400, "height": 900})
        state = {"external": [], "errors": [], "dialogs": []}

        def route(r):
            if r.request.url.startswith(("file:", "data:", "blob:")):
                r.continue_()
            else:
                state["external"].append(r.request.url)
                r.abort()

        page.route("**/*", route)
        page.on("console", lambda m: state["errors"].append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: state["errors"].append(str(e)))
        page.on("dialog", lambda d: (state["dialogs"].append(d.message), d.dismiss()))
        t0 = time.time()
        page.goto("file://" + str(path), wait_until="load")
        page.wait_for_function("document.body.dataset.state === 'ready'", timeout=30000)
        state["ready_s"] = time.time() - t0
        return page, state

    yield open_page
    browser.close()
    pw.stop()


@pytest.fixture(scope="module")
def xss_build(tmp_path_factory):
    d = tmp_path_factory.mktemp("xss")
    src = d / "xss.jsonl"
    src.write_text("\n".join(json.dumps(r) for r in XSS_RECORDS) + "\n", encoding="utf-8")
    out = d / "out"
    run_cli("build", str(src), os.path.join(SEEDS, "000_10f663d35e30c582.txt"), "--out", str(out), "--no-neo4j")
    return out


def node_count(page):
    return page.evaluate("network.body.data.nodes.length")


def test_seed_page_offline_ready_and_complete(seed_build, seed_graph, page_factory):
    out, _ = seed_build
    page, state = page_factory(out / "graph.html")
    assert state["external"] == [] and state["errors"] == []
    assert state["ready_s"] < 10
    assert node_count(page) == seed_graph.number_of_nodes()
    os.makedirs(ARTIFACTS, exist_ok=True)
    page.screenshot(path=os.path.join(ARTIFACTS, "seed-graph.png"))
    html = (out / "graph.html").read_text(encoding="utf-8")
    assert "http://" not in html.replace("http://www.w3.org", "") .split("<script>")[0]
    page.close()


def test_search_focuses_the_right_node(seed_build, page_factory):
    out, _ = seed_build
    page, _ = page_factory(out / "graph.html")
    page.fill("#search", "SPA-Cache")
    page.press("#search", "Enter")
    selected = page.evaluate("network.getSelectedNodes()")
    assert len(selected) == 1
    label = page.evaluate("id => network.body.data.nodes.get(id).details", selected[0])
    assert "SPA-Cache" in (label.get("title") or label.get("name"))
    assert "SPA-Cache" in page.inner_text("#details")
    # an alias finds its entity too
    page.fill("#search", "DCR")
    page.press("#search", "Enter")
    selected = page.evaluate("network.getSelectedNodes()")
    assert page.evaluate("id => network.body.data.nodes.get(id).details.name", selected[0]) == "Dynamic Causal Refinement"
    page.close()


def test_type_filter_hides_nodes(seed_build, seed_graph, page_factory):
    out, _ = seed_build
    page, _ = page_factory(out / "graph.html")
    concepts = sum(1 for _, d in seed_graph.nodes(data=True) if d["type"] == "Concept")
    before = node_count(page)
    page.uncheck('input[data-filter="node"][data-kind="Concept"]')
    assert node_count(page) == before - concepts
    page.check('input[data-filter="node"][data-kind="Concept"]')
    assert node_count(page) == before
    edges_before = page.evaluate("network.body.data.edges.length")
    page.uncheck('input[data-filter="edge"][data-kind="MENTIONS"]')
    assert page.evaluate("network.body.data.edges.length") < edges_before
    page.close()


def test_injected_markup_never_runs(xss_build, page_factory):
    page, state = page_factory(xss_build / "graph.html")
    probes = page.evaluate("""network.body.data.nodes.get().filter(n => n.kind === 'Paper' && JSON.stringify([n.label, n.details.title]).includes('XSSPROBE')).map(n => n.id)""")
    assert len(probes) == 2
    for nid in probes:
        x, y = page.evaluate("""id => { network.focus(id, {animation: false});
            const c = network.canvasToDOM(network.getPosition(id)), r = network.body.container.getBoundingClientRect();
            return [c.x + r.left, c.y + r.top]; }""", nid)
        page.mouse.move(x, y)
        page.wait_for_timeout(400)
        page.mouse.click(x, y)
        page.wait_for_timeout(300)
    assert page.evaluate("window.__xss === undefined")
    assert state["dialogs"] == [] and state["errors"] == [] and state["external"] == []
    details = page.inner_text("#details")
    assert "<script>" in details or "<iframe" in details  # shown as text
    assert page.evaluate("document.querySelectorAll('#details a[href^=\"javascript\"]').length") == 0
    page.close()


def test_display_budget_is_respected_and_explained(tmp_path, page_factory, seed_graph):
    run_cli("build", SEEDS, "--out", str(tmp_path), "--no-neo4j", "--html-max-nodes", "120")
    page, state = page_factory(tmp_path / "graph.html")
    assert node_count(page) == 120
    note = page.inner_text("#note")
    assert "120" in note and "graph.json" in note and "Neo4j" in note
    assert state["errors"] == []
    page.close()
