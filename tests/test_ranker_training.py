"""The concept ranker's training data and tool (tools/train_concept_ranker.py)."""
import json
import os
import sys

import pytest

from conftest import CORPUS, ROOT

sys.path.insert(0, os.path.join(ROOT, "tools"))
import train_concept_ranker as T  # noqa: E402

DEV_SEEDS = ("000_", "001_")  # the dev gold's abstracts: never training data


def test_a_phrase_names_a_concept_by_its_words_up_to_plurals_or_by_half_of_them():
    concept = {"name": "graph neural networks", "aliases": ["gnns"]}
    assert T.names_concept(["graph neural network"], concept)
    assert T.names_concept(["GNN"], concept)
    assert T.names_concept(["neural networks"], concept)  # 2 of 3 words
    assert T.names_concept(["temporal graph neural networks"], concept)  # 3 of 4
    assert not T.names_concept(["graph"], concept)  # 1 of 3
    assert not T.names_concept(["neural radiance fields"], concept)  # 1 of 5
    assert T.names_concept(["Mixture of Experts"], {"name": "mixture-of-experts", "aliases": []})


def test_annotations_are_guideline_shaped_and_never_from_the_dev_seeds():
    rows = [json.loads(line) for line in open(T.ANNOTATIONS, encoding="utf-8")]
    assert len(rows) >= 300
    for row in rows:
        assert ("seeds" in row) != ("paperlists" in row)
        if "seeds" in row:
            assert not row["seeds"].startswith(DEV_SEEDS)
            assert os.path.exists(os.path.join(ROOT, "seeds", row["seeds"]))
        assert 1 <= len(row["concepts"]) <= 10
        for concept in row["concepts"]:
            assert concept["name"] and concept["name"] == concept["name"].lower()


def test_annotated_seed_abstracts_resolve_to_their_records():
    rows = [json.loads(line) for line in open(T.ANNOTATIONS, encoding="utf-8") if '"seeds"' in line]
    path = os.path.join(ROOT, "tools", "data", "_seed_rows.jsonl")
    try:
        with open(path, "w", encoding="utf-8") as fh:
            fh.writelines(json.dumps(r) + "\n" for r in rows)
        items = T.load_annotated(path, CORPUS)
    finally:
        os.remove(path)
    assert len(items) == len(rows) and all(item["abstract"] and item["title"] is None for item in items)


@pytest.mark.skipif(not os.path.isdir(CORPUS), reason="../shared/corpora/paperlists not present")
def test_shipped_weights_are_what_the_annotations_train():
    """Retraining from the annotation file gives the shipped weights, and they choose concepts
    better than chance on held-out annotated abstracts."""
    model = T.train_on_annotations(T.ANNOTATIONS, CORPUS)
    with open(os.path.join(ROOT, "graph", "data", "concept_ranker.json"), encoding="utf-8") as fh:
        shipped = json.load(fh)
    assert model["features"] == shipped["features"]
    assert model["weights"] == pytest.approx(shipped["weights"], abs=2e-3)
    assert model["held_out_concept_f1"] > 0.55


def test_heldout_annotations_are_well_formed_and_point_at_inputs_we_have():
    heldout = os.path.join(ROOT, "benchmarks", "heldout")
    rows = [json.loads(line) for name in ("gold-seeds.jsonl", "gold-paperlists.jsonl", "second-annotation-paperlists.jsonl")
            for line in open(os.path.join(heldout, name), encoding="utf-8") if line.strip()]
    selection = json.load(open(os.path.join(heldout, "paperlists_selection.json"), encoding="utf-8"))
    assert {name: len(papers) for name, papers in selection.items()} == {
        "paperlists_a.json": 40, "paperlists_b.json": 40, "paperlists_c.json": 40, "paperlists_d.json": 40,
        "paperlists_e.json": 40, "paperlists_f.json": 40, "paperlists_g.json": 40, "paperlists_h.json": 40,
        "paperlists_i.json": 40, "paperlists_j.json": 40, "paperlists_k.json": 40, "paperlists_l.json": 40,
        "paperlists_m.json": 40, "paperlists_n.json": 40,
        "paperlists_o.json": 40, "paperlists_p.json": 40,
        "paperlists_q.json": 40, "paperlists_r.json": 40,
        "paperlists_s.json": 40, "paperlists_t.json": 40,
        "paperlists_u.json": 40, "paperlists_v.json": 40,
        "paperlists_w.json": 40, "paperlists_x.json": 40,
        "paperlists_y.json": 40, "paperlists_z.json": 40,
        "paperlists_aa.json": 40, "paperlists_ab.json": 40,
        "paperlists_ac.json": 40, "paperlists_ad.json": 40,
        "paperlists_ae.json": 40, "paperlists_af.json": 40,
        "paperlists_ag.json": 40, "paperlists_ah.json": 40,
        "paperlists_ai.json": 40, "paperlists_aj.json": 40,
        "paperlists_ak.json": 40, "paperlists_al.json": 40,
        "paperlists_am.json": 40, "paperlists_an.json": 40,
        "paperlists_ao.json": 40, "paperlists_ap.json": 40,
        "paperlists_aq.json": 40, "paperlists_ar.json": 40,
        "paperlists_as.json": 40, "paperlists_at.json": 40,
        "paperlists_au.json": 40, "paperlists_av.json": 40,
        "paperlists_aw.json": 40, "paperlists_ax.json": 40,
        "paperlists_ay.json": 40, "paperlists_az.json": 40,
        "paperlists_ba.json": 40, "paperlists_bb.json": 40,
        "paperlists_bc.json": 40, "paperlists_bd.json": 40,
        "paperlists_be.json": 40, "paperlists_bf.json": 40,
        "paperlists_bg.json": 40, "paperlists_bh.json": 40,
        "paperlists_bi.json": 40, "paperlists_bj.json": 40,
        "paperlists_bk.json": 40, "paperlists_bl.json": 40,
        "paperlists_bm.json": 40, "paperlists_bn.json": 40,
        "paperlists_bo.json": 40, "paperlists_bp.json": 40, "paperlists_bq.json": 40, "paperlists_br.json": 40,
        "paperlists_bs.json": 40, "paperlists_bt.json": 40, "paperlists_bu.json": 40, "paperlists_bv.json": 40,
        "paperlists_bw.json": 40, "paperlists_bx.json": 40, "paperlists_by.json": 40, "paperlists_bz.json": 40,
        "paperlists_ca.json": 40, "paperlists_cb.json": 40, "paperlists_cc.json": 40, "paperlists_cd.json": 40,
        "paperlists_ce.json": 40, "paperlists_cf.json": 40, "paperlists_cg.json": 40, "paperlists_ch.json": 40,
        "paperlists_ci.json": 40, "paperlists_cj.json": 40, "paperlists_ck.json": 40, "paperlists_cl.json": 40,
        "paperlists_cm.json": 40, "paperlists_cn.json": 40, "paperlists_co.json": 40, "paperlists_cp.json": 40,
        "paperlists_cq.json": 40, "paperlists_cr.json": 40, "paperlists_cs.json": 40, "paperlists_ct.json": 40,
        "paperlists_cu.json": 40, "paperlists_cv.json": 40, "paperlists_cw.json": 40, "paperlists_cx.json": 40,
        "paperlists_cy.json": 40, "paperlists_cz.json": 40, "paperlists_da.json": 40, "paperlists_db.json": 40,
        "paperlists_dc.json": 40, "paperlists_dd.json": 40, "paperlists_de.json": 40, "paperlists_df.json": 40,
        "paperlists_dg.json": 40, "paperlists_dh.json": 40, "paperlists_di.json": 40, "paperlists_dj.json": 40,
        "paperlists_dk.json": 40, "paperlists_dl.json": 40, "paperlists_dm.json": 40, "paperlists_dn.json": 40,
        "paperlists_do.json": 40, "paperlists_dp.json": 40, "paperlists_dq.json": 40, "paperlists_dr.json": 40,
        "paperlists_ds.json": 40, "paperlists_dt.json": 40, "paperlists_du.json": 40, "paperlists_dv.json": 40,
        "paperlists_dw.json": 40, "paperlists_dx.json": 40, "paperlists_dy.json": 40, "paperlists_dz.json": 40,
        "paperlists_ea.json": 40, "paperlists_eb.json": 40, "paperlists_ec.json": 40, "paperlists_ed.json": 40,
        "paperlists_ee.json": 40, "paperlists_ef.json": 40, "paperlists_eg.json": 40, "paperlists_eh.json": 40,
        "paperlists_ei.json": 40, "paperlists_ej.json": 40, "paperlists_ek.json": 40, "paperlists_el.json": 40,
        "paperlists_em.json": 40, "paperlists_en.json": 40, "paperlists_eo.json": 40, "paperlists_ep.json": 40,
        "paperlists_eq.json": 40, "paperlists_er.json": 40, "paperlists_es.json": 40, "paperlists_et.json": 40,
        "paperlists_eu.json": 40, "paperlists_ev.json": 40, "paperlists_ew.json": 40, "paperlists_ex.json": 40,
        "paperlists_ey.json": 40, "paperlists_ez.json": 40, "paperlists_fa.json": 40, "paperlists_fb.json": 40,
        "paperlists_fc.json": 40, "paperlists_fd.json": 40, "paperlists_fe.json": 40, "paperlists_ff.json": 40,
        "paperlists_fg.json": 40, "paperlists_fh.json": 40, "paperlists_fi.json": 40, "paperlists_fj.json": 40,
        "paperlists_fk.json": 40, "paperlists_fl.json": 40, "paperlists_fm.json": 40, "paperlists_fn.json": 40,
        "paperlists_fo.json": 40, "paperlists_fp.json": 40, "paperlists_fq.json": 40, "paperlists_fr.json": 40,
        "paperlists_fs.json": 40, "paperlists_ft.json": 40, "paperlists_fu.json": 40, "paperlists_fv.json": 40,
        "paperlists_fw.json": 40, "paperlists_fx.json": 40,
        "paperlists_fy.json": 40, "paperlists_fz.json": 40, "paperlists_ga.json": 40, "paperlists_gb.json": 40,
        "paperlists_gc.json": 40, "paperlists_gd.json": 40, "paperlists_ge.json": 40, "paperlists_gf.json": 40,
        "paperlists_gg.json": 40, "paperlists_gh.json": 40, "paperlists_gi.json": 40, "paperlists_gj.json": 40,
        "paperlists_gk.json": 40, "paperlists_gl.json": 40, "paperlists_gm.json": 40, "paperlists_gn.json": 40,
        "paperlists_go.json": 40, "paperlists_gp.json": 40, "paperlists_gq.json": 40, "paperlists_gr.json": 40,
        "paperlists_gs.json": 40, "paperlists_gt.json": 40, "paperlists_gu.json": 40, "paperlists_gv.json": 40,
        "paperlists_gw.json": 40, "paperlists_gx.json": 40, "paperlists_gy.json": 40, "paperlists_gz.json": 40,
        "paperlists_ha.json": 40, "paperlists_hb.json": 40, "paperlists_hc.json": 40, "paperlists_hd.json": 40,
        "paperlists_he.json": 40, "paperlists_hf.json": 40, "paperlists_hg.json": 40, "paperlists_hh.json": 40,
        "paperlists_hi.json": 40, "paperlists_hj.json": 40, "paperlists_hk.json": 40, "paperlists_hl.json": 40,
        "paperlists_hm.json": 40, "paperlists_hn.json": 40, "paperlists_ho.json": 40, "paperlists_hp.json": 40,
        "paperlists_hq.json": 40, "paperlists_hr.json": 40, "paperlists_hs.json": 40, "paperlists_ht.json": 40,
        "paperlists_hu.json": 40, "paperlists_hv.json": 40, "paperlists_hw.json": 40, "paperlists_hx.json": 40,
        "paperlists_hy.json": 40, "paperlists_hz.json": 40, "paperlists_ia.json": 40, "paperlists_ib.json": 40,
        "paperlists_ic.json": 40, "paperlists_id.json": 40, "paperlists_ie.json": 40, "paperlists_if.json": 40,
        "paperlists_ig.json": 40, "paperlists_ih.json": 40, "paperlists_ii.json": 40, "paperlists_ij.json": 40,
        "paperlists_ik.json": 40, "paperlists_il.json": 40, "paperlists_im.json": 40, "paperlists_in.json": 40,
        "paperlists_io.json": 40, "paperlists_ip.json": 40, "paperlists_iq.json": 40, "paperlists_ir.json": 40,
        "paperlists_is.json": 40, "paperlists_it.json": 40, "paperlists_iu.json": 40, "paperlists_iv.json": 40,
        "paperlists_iw.json": 40, "paperlists_ix.json": 40, "paperlists_iy.json": 40, "paperlists_iz.json": 40,
        "paperlists_ja.json": 40, "paperlists_jb.json": 40, "paperlists_jc.json": 40, "paperlists_jd.json": 40,
        "paperlists_je.json": 40, "paperlists_jf.json": 40, "paperlists_jg.json": 40, "paperlists_jh.json": 40,
        "paperlists_ji.json": 40, "paperlists_jj.json": 40, "paperlists_jk.json": 40, "paperlists_jl.json": 40,
        "paperlists_jm.json": 40, "paperlists_jn.json": 40, "paperlists_jo.json": 40, "paperlists_jp.json": 40,
        "paperlists_jq.json": 40, "paperlists_jr.json": 40, "paperlists_js.json": 40, "paperlists_jt.json": 40,
        "paperlists_ju.json": 40, "paperlists_jv.json": 40, "paperlists_jw.json": 40, "paperlists_jx.json": 40,
        "paperlists_jy.json": 40, "paperlists_jz.json": 40, "paperlists_ka.json": 40, "paperlists_kb.json": 40,
        "paperlists_kc.json": 40, "paperlists_kd.json": 40, "paperlists_ke.json": 40, "paperlists_kf.json": 40,
        "paperlists_kg.json": 40, "paperlists_kh.json": 40, "paperlists_ki.json": 40, "paperlists_kj.json": 40,
        "paperlists_kk.json": 40, "paperlists_kl.json": 40, "paperlists_km.json": 40, "paperlists_kn.json": 40,
        "paperlists_ko.json": 40, "paperlists_kp.json": 40, "paperlists_kq.json": 40, "paperlists_kr.json": 40,
        "paperlists_ks.json": 40, "paperlists_kt.json": 40, "paperlists_ku.json": 40, "paperlists_kv.json": 40,
        "paperlists_kw.json": 40, "paperlists_kx.json": 40, "paperlists_ky.json": 40, "paperlists_kz.json": 40,
        "paperlists_la.json": 40, "paperlists_lb.json": 40, "paperlists_lc.json": 40, "paperlists_ld.json": 40,
        "paperlists_le.json": 40, "paperlists_lf.json": 40, "paperlists_lg.json": 40, "paperlists_lh.json": 40,
        "paperlists_li.json": 40, "paperlists_lj.json": 40, "paperlists_lk.json": 40, "paperlists_ll.json": 40,
        "paperlists_lm.json": 40, "paperlists_ln.json": 40, "paperlists_lo.json": 40, "paperlists_lp.json": 40,
        "paperlists_lq.json": 40, "paperlists_lr.json": 40, "paperlists_ls.json": 40, "paperlists_lt.json": 40,
        "paperlists_lu.json": 40, "paperlists_lv.json": 40, "paperlists_lw.json": 40, "paperlists_lx.json": 40,
        "paperlists_ly.json": 40, "paperlists_lz.json": 40, "paperlists_ma.json": 40, "paperlists_mb.json": 40,
        "paperlists_mc.json": 40, "paperlists_md.json": 40, "paperlists_me.json": 40, "paperlists_mf.json": 40, "paperlists_mg.json": 40, "paperlists_mh.json": 40, "paperlists_mi.json": 40, "paperlists_mj.json": 40,
        "paperlists_mk.json": 40, "paperlists_ml.json": 40, "paperlists_mm.json": 40, "paperlists_mn.json": 40, "paperlists_mo.json": 40, "paperlists_mp.json": 40, "paperlists_mq.json": 40, "paperlists_mr.json": 40}
    for row in rows:
        assert set(row) >= {"file", "index", "id", "primary", "methods", "benchmarks", "concepts"}
        assert all(m["role"] in ("proposed", "used") for m in row["methods"])
        assert all(b["role"] in ("introduced", "evaluated") for b in row["benchmarks"])
        if row["file"].endswith(".txt"):
            assert os.path.exists(os.path.join(ROOT, "seeds", row["file"]))
            assert not row["file"].startswith(("000_", "001_"))  # never the dev gold's abstracts
        else:
            assert 1 <= row["index"] <= len(selection[row["file"]])
