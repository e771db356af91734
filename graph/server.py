"""`graph neo4j start | stop | status`: a real Neo4j Community 5.26 server without Docker.

The server's jars are resolved from Maven Central by `mvn` (graph/neo4j_server/pom.xml) into a
git-ignored folder of the project (.neo4j/), which also holds the configuration, data and logs;
the JVM runs the distribution's own entry point, org.neo4j.server.CommunityEntryPoint.
"""
from __future__ import annotations

import glob
import json
import os
import shutil
import signal
import socket
import subprocess
import time
import urllib.request

from .store import DEFAULT_PASSWORD, DEFAULT_USER

POM = os.path.join(os.path.dirname(__file__), "neo4j_server", "pom.xml")
ENTRY_POINT = "org.neo4j.server.CommunityEntryPoint"
JVM_FLAGS = [
    "-XX:+UseG1GC", "-XX:-OmitStackTraceInFastThrow", "-XX:+UnlockExperimentalVMOptions",
    "-XX:+TrustFinalNonStaticFields", "-XX:+DisableExplicitGC", "-Djdk.nio.maxCachedBufferSize=1024",
    "-Dio.netty.tryReflectionSetAccessible=true", "-Dlog4j2.disable.jmx=true", "-Dfile.encoding=UTF-8",
    "--add-opens=java.base/java.nio=ALL-UNNAMED", "--add-opens=java.base/java.io=ALL-UNNAMED",
    "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED", "--add-opens=java.base/java.lang=ALL-UNNAMED",
]


class ServerError(Exception):
    pass


def project_home() -> str:
    """Where the server lives: $CITEGRAPH_NEO4J_HOME, else .neo4j/ in the project checkout.
    $CITEGRAPH_NEO4J_INSTANCE names a separate instance (own data, logs, ports) under it, sharing the jars."""
    if os.environ.get("CITEGRAPH_NEO4J_HOME"):
        base = os.path.abspath(os.environ["CITEGRAPH_NEO4J_HOME"])
    else:
        root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        if os.path.exists(os.path.join(root, "pyproject.toml")):
            base = os.path.join(root, ".neo4j")
        else:
            base = os.path.join(os.path.expanduser("~"), ".citegraph", "neo4j")
    instance = os.environ.get("CITEGRAPH_NEO4J_INSTANCE")
    return os.path.join(base, "instances", instance) if instance else base


def _lib_dir(home: str) -> str:
    """The jars are shared by every instance of a project."""
    parts = home.split(os.sep)
    if len(parts) >= 2 and parts[-2] == "instances":
        return os.path.join(os.sep.join(parts[:-2]), "lib")
    return os.path.join(home, "lib")


def _paths(home: str) -> dict[str, str]:
    paths = {name: os.path.join(home, name) for name in ("conf", "data", "logs", "run", "plugins", "import")}
    paths["lib"] = _lib_dir(home)
    return paths


def _pid_file(home: str) -> str:
    return os.path.join(home, "run", "citegraph-neo4j.pid")


def _read_state(home: str) -> dict:
    try:
        with open(_pid_file(home), encoding="utf-8") as fh:
            return json.load(fh)
    except (OSError, ValueError):
        return {}


def _alive(pid: int | None) -> bool:
    if not pid:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:  # a zombie is not alive
        with open(f"/proc/{pid}/stat", encoding="utf-8") as fh:
            return fh.read().split(")")[-1].split()[0] != "Z"
    except OSError:
        return True


def _port_open(port: int, host: str = "127.0.0.1") -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.settimeout(0.5)
        return sock.connect_ex((host, port)) == 0


def provision(home: str, echo=print) -> str:
    """Resolve the server jars into home/lib (once; Maven's cache makes a repeat fast)."""
    lib = _paths(home)["lib"]
    if glob.glob(os.path.join(lib, "neo4j-server-*.jar")) and glob.glob(os.path.join(lib, "neo4j-browser-*.jar")):
        return lib
    if shutil.which("mvn") is None:
        raise ServerError("Maven (`mvn`) is needed once to download Neo4j from Maven Central; install it (e.g. apt-get install maven)")
    if shutil.which("java") is None:
        raise ServerError("Java 17+ is needed to run Neo4j; install it (e.g. apt-get install openjdk-17-jre-headless)")
    os.makedirs(lib, exist_ok=True)
    echo(f"Provisioning Neo4j Community from Maven Central into {lib} (first start only; ~140 MB)...")
    command = ["mvn", "-B", "-f", POM, "dependency:copy-dependencies", f"-DoutputDirectory={lib}",
               "-DincludeScope=runtime", "-Dmdep.overWriteIfNewer=true"]
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    downloaded, last = 0, time.time()
    tail: list[str] = []
    for line in proc.stdout:
        tail = (tail + [line.rstrip()])[-30:]
        if "Downloaded from" in line:
            downloaded += 1
            if time.time() - last > 2:
                echo(f"  downloaded {downloaded} artifacts...")
                last = time.time()
    if proc.wait() != 0:
        raise ServerError("Maven could not resolve the Neo4j artifacts:\n" + "\n".join(tail[-12:]))
    jars = len(glob.glob(os.path.join(lib, "*.jar")))
    echo(f"  {jars} jars ready ({downloaded} downloaded, the rest from the local Maven cache)")
    return lib


def write_config(home: str, bolt_port: int, http_port: int, heap: str, pagecache: str) -> str:
    paths = _paths(home)
    for name in ("conf", "data", "logs", "run", "plugins", "import"):
        os.makedirs(paths[name], exist_ok=True)
    config = "\n".join([
        "# written by `graph neo4j start`; edit the command's options rather than this file",
        "server.default_listen_address=127.0.0.1",
        "server.default_advertised_address=localhost",
        f"server.bolt.listen_address=127.0.0.1:{bolt_port}",
        f"server.bolt.advertised_address=localhost:{bolt_port}",
        f"server.http.listen_address=127.0.0.1:{http_port}",
        f"server.http.advertised_address=localhost:{http_port}",
        "server.http.enabled=true",
        "server.https.enabled=false",
        "dbms.security.auth_enabled=true",
        f"server.directories.data={paths['data']}",
        f"server.directories.logs={paths['logs']}",
        f"server.directories.run={paths['run']}",
        f"server.directories.plugins={paths['plugins']}",
        f"server.directories.import={paths['import']}",
        f"server.memory.heap.initial_size={heap}",
        f"server.memory.heap.max_size={heap}",
        f"server.memory.pagecache.size={pagecache}",
        "dbms.usage_report.enabled=false",
        "dbms.transaction.timeout=0",
        "",
    ])
    path = os.path.join(paths["conf"], "neo4j.conf")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(config)
    return path


def start_server(bolt_port: int = 7687, http_port: int = 7474, heap: str = "2g", pagecache: str = "1g",
                 echo=print, timeout: float = 180.0) -> str:
    home = project_home()
    state = _read_state(home)
    if _alive(state.get("pid")) and _port_open(state.get("bolt_port", bolt_port)):
        return "Neo4j is already running.\n" + _urls(state.get("bolt_port", bolt_port), state.get("http_port", http_port))
    if _port_open(bolt_port):
        raise ServerError(f"port {bolt_port} is taken by another process (another Neo4j?); stop it or use --bolt-port")
    lib = provision(home, echo)
    write_config(home, bolt_port, http_port, heap, pagecache)
    paths = _paths(home)
    first_start = not os.path.exists(os.path.join(paths["data"], "databases", "system"))
    java = shutil.which("java")
    if java is None:
        raise ServerError("Java 17+ is needed to run Neo4j; install it (e.g. apt-get install openjdk-17-jre-headless)")
    command = [java, f"-Xms{heap}", f"-Xmx{heap}", *JVM_FLAGS, "-cp", os.path.join(lib, "*"), ENTRY_POINT,
               f"--home-dir={home}", f"--config-dir={paths['conf']}", "--console-mode"]
    console_log = open(os.path.join(paths["logs"], "console.log"), "ab")
    proc = subprocess.Popen(command, cwd=home, stdout=console_log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                            start_new_session=True)
    with open(_pid_file(home), "w", encoding="utf-8") as fh:
        json.dump({"pid": proc.pid, "bolt_port": bolt_port, "http_port": http_port, "started": time.time()}, fh)
    echo(f"Starting Neo4j (pid {proc.pid}), waiting for Bolt on port {bolt_port}...")
    deadline = time.time() + timeout
    while time.time() < deadline:
        if proc.poll() is not None:
            raise ServerError(f"Neo4j exited with status {proc.returncode}; see {os.path.join(paths['logs'], 'console.log')}")
        if _port_open(bolt_port) and _port_open(http_port):
            break
        time.sleep(0.5)
    else:
        raise ServerError(f"Neo4j did not open port {bolt_port} within {timeout:.0f}s; see {paths['logs']}")
    password = os.environ.get("NEO4J_PASSWORD", DEFAULT_PASSWORD)
    if first_start:
        _set_initial_password(bolt_port, password, deadline)
        echo("New database: user 'neo4j', password from NEO4J_PASSWORD" +
             ("" if os.environ.get("NEO4J_PASSWORD") else f" (not set, so the default '{DEFAULT_PASSWORD}')"))
    _wait_for_bolt(bolt_port, password, deadline)
    return "Neo4j is running.\n" + _urls(bolt_port, http_port)


def _set_initial_password(bolt_port: int, password: str, deadline: float) -> None:
    from neo4j import GraphDatabase
    from neo4j.exceptions import AuthError, ServiceUnavailable

    if len(password) < 8:
        raise ServerError("NEO4J_PASSWORD must have at least 8 characters (a Neo4j rule)")
    while True:
        try:
            with GraphDatabase.driver(f"bolt://localhost:{bolt_port}", auth=(DEFAULT_USER, "neo4j")) as driver:
                driver.execute_query("ALTER CURRENT USER SET PASSWORD FROM $old TO $new", old="neo4j", new=password,
                                     database_="system")
            return
        except AuthError:
            return  # already changed (a database initialised before)
        except ServiceUnavailable:
            if time.time() > deadline:
                raise ServerError("Neo4j did not accept connections in time") from None
            time.sleep(0.5)


def _wait_for_bolt(bolt_port: int, password: str, deadline: float) -> None:
    from neo4j import GraphDatabase
    from neo4j.exceptions import AuthError, ServiceUnavailable, SessionExpired

    while True:
        try:
            with GraphDatabase.driver(f"bolt://localhost:{bolt_port}", auth=(DEFAULT_USER, password)) as driver:
                driver.execute_query("RETURN 1")
            return
        except AuthError:
            raise ServerError("Neo4j is up, but refused the password in NEO4J_PASSWORD (the database was initialised "
                              "with another one; set NEO4J_PASSWORD to it, or delete .neo4j/data to start afresh)") from None
        except (ServiceUnavailable, SessionExpired, OSError):
            if time.time() > deadline:
                raise ServerError("Neo4j did not answer queries in time") from None
            time.sleep(0.5)


def _urls(bolt_port: int, http_port: int) -> str:
    style = os.path.join(os.path.dirname(__file__), "cypher", "citegraph.grass")
    return (f"  Bolt:    bolt://localhost:{bolt_port}   (user neo4j, password from NEO4J_PASSWORD, default '{DEFAULT_PASSWORD}')\n"
            f"  Browser: http://localhost:{http_port}/browser/\n"
            f"  Style:   in the Browser, run  :style  and drop in {style}\n"
            f"           (or paste its content after `:style `) to colour papers, methods, benchmarks and concepts")


def stop_server(timeout: float = 60.0) -> str:
    home = project_home()
    state = _read_state(home)
    pid = state.get("pid")
    if not _alive(pid):
        return "Neo4j is not running."
    os.kill(pid, signal.SIGTERM)
    deadline = time.time() + timeout
    while time.time() < deadline and _alive(pid):
        time.sleep(0.3)
    if _alive(pid):
        os.kill(pid, signal.SIGKILL)
        return f"Neo4j (pid {pid}) did not stop within {timeout:.0f}s and was killed."
    try:
        os.unlink(_pid_file(home))
    except OSError:
        pass
    return f"Neo4j (pid {pid}) stopped."


def server_status() -> tuple[bool, str]:
    home = project_home()
    state = _read_state(home)
    pid = state.get("pid")
    bolt_port, http_port = state.get("bolt_port", 7687), state.get("http_port", 7474)
    if not _alive(pid):
        return False, f"Neo4j is not running (home {home}). Start it with `graph neo4j start`."
    version = "?"
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{http_port}/", timeout=3) as response:
            version = json.load(response).get("neo4j_version", "?")
    except (OSError, ValueError):
        pass
    edition = "community"
    return True, (f"Neo4j {version} ({edition}) is running, pid {pid}, home {home}\n" + _urls(bolt_port, http_port))
