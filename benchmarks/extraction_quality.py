"""Extraction quality on the dev gold: builds the dev seeds (000_*, 001_*) alone, runs the shared
scorer when ../shared/eval exists, and prints the table plus extraction throughput.

Then the same scorer on the held-out annotations of benchmarks/heldout/ (annotated by hand-instructed
LLM annotators following ../shared/eval/GUIDELINES.md; not the dev gold), in a hundred and seventy-nine groups:
  seen-1  seeds 003_* and 40 titled paperlists papers (set a): their errors were read to write rules;
  seen-2  seeds 004_* and 40 titled paperlists papers (set b): read after a first round of rules;
  seen-3  40 titled (set c) and 40 untitled (set d) paperlists papers: read after a second round;
  seen-4  40 titled (set e) and 40 untitled (set f) paperlists papers: scored only in session 17, read in 18;
  seen-5  40 titled (set g) and 40 untitled (set h) paperlists papers: the unseen group of session 18,
          read in 19;
  seen-6  40 titled (set i) and 40 untitled (set j) paperlists papers: the unseen group of session 19,
          read in 20;
  seen-7  40 titled (set m) and 40 untitled (set n) paperlists papers: annotated and read in session 20,
          after the unseen group;
  seen-8  40 titled (set k) and 40 untitled (set l) paperlists papers: the unseen group of session 20,
          read in 21;
  seen-9  40 titled (set q: IROS 2016, NeurIPS 2012, CVPR 2015, COLT 2021) and 40 untitled (set r:
          ICRA 2019, AISTATS 2022, ACML 2018, UAI 2020) paperlists papers: annotated in session 21,
          after the unseen group was annotated, read in 22;
  seen-10 40 titled (set o: UAI 2023, IROS 2019, ICML 2015, ACML 2020) and 40 untitled (set p:
          AISTATS 2016, CVPR 2014, AutoML 2024, RSS 2019) paperlists papers: the unseen group of
          session 21, read in 22;
  seen-11 40 titled (set u: CVPR 2013, ICML 2013, WACV 2020, AutoML 2022) and 40 untitled (set v:
          COLT 2016, ICRA 2015, IROS 2012, AISTATS 2018) paperlists papers: annotated and read in
          session 22, after the unseen group;
  seen-12 40 titled (set w: ICLR 2014, NeurIPS 2009, RSS 2016, ACML 2015) and 40 untitled (set x:
          COLT 2013, AISTATS 2013, ICRA 2010, IROS 2017) paperlists papers: annotated and read in
          session 22, after seen-11;
  seen-13 40 titled (set s: ICML 2014, ICCV 2013, IJCAI 2020, RSS 2023) and 40 untitled (set t:
          AISTATS 2024, ICRA 2022, UAI 2019, NeurIPS 2013) paperlists papers: the unseen group of
          session 22, read in 23;
  seen-14 40 titled (set y: AISTATS 2025, COLT 2024, ICLR 2013, RSS 2024) and 40 untitled (set z:
          ACML 2024, ICRA 2023, IROS 2023, NeurIPS 2011) paperlists papers: annotated at the start of
          session 23, scored, then read in 23 after the unseen group was annotated;
  seen-15 40 titled (set ae: ICRA 2017, NeurIPS 2006, COLT 2020, RSS 2018) and 40 untitled (set af:
          AISTATS 2015, IROS 2018, ACML 2019, ICRA 2013) paperlists papers from venue-years no other set
          uses: annotated in session 32, scored (methods 0.513, benchmarks 0.333, concepts 0.611, main
          contribution 0.688), then read in 32;
  seen-16 40 titled (set ag: NeurIPS 2004, ICRA 2011, COLT 2014, RSS 2013) and 40 untitled (set ah:
          AISTATS 2012, IROS 2014, ACML 2016, NeurIPS 2002) paperlists papers from venue-years no other set
          uses (abstracts of 300 to 4,000 characters): annotated in session 32 after seen-15 was read, scored
          (methods 0.702, benchmarks 0.333, concepts 0.619, main contribution 0.579), then read in 32;
  seen-17 40 titled (set am: CoRL 2025, COLM 2025, IJCAI 2024, AISTATS 2025) and 40 untitled (set an:
          ICLR 2017, ECCV 2022, NAACL 2024, 3DV 2025) recent paperlists papers that no other set or
          annotation uses (abstracts of over 300 characters): annotated in session 33, scored (methods
          0.762, benchmarks 0.833, concepts 0.585, main contribution 0.878), then read in 33;
  seen-18 40 titled (set ao: CVPR 2018, ACL 2021, AAAI 2022, CoRL 2023) and 40 untitled (set ap: WACV 2024,
          UAI 2023, ICML 2018, COLING 2022) paperlists papers that no other set or annotation uses:
          annotated in session 33 after seen-17 was read, scored (methods 0.659, benchmarks 0.818, concepts
          0.607, main contribution 0.767; 0.655, 0.818, 0.606, 0.767 with the session's start code), then
          read in 33;
  seen-19 40 titled (set as: NeurIPS 1999, ICRA 2009, IROS 2008, COLT 2018) and 40 untitled (set at:
          AISTATS 2009, RSS 2011, ACML 2012, NeurIPS 1996) paperlists papers from venue-years no other set
          uses (abstracts of 300 to 4,000 characters): annotated in session 33, scored (methods 0.581, no gold
          benchmarks, concepts 0.596, main contribution 0.786, the same with the session's start code), then
          read in 33;
  seen-20 40 titled (set au: AAAI 2022, COLING 2025, WWW 2025, ICRA 2023) and 40 untitled (set av: ECCV
          2022, NAACL 2024, IJCAI 2022, AISTATS 2024) recent paperlists papers that no other set or annotation
          uses (abstracts of over 300 characters): annotated in session 35, scored blind as unseen-6 (methods
          0.790, benchmarks 0.851, concepts 0.622, main contribution 0.913), then read in 35;
  seen-21 40 titled (set ay: CVPR 2016, ICML 2016, NeurIPS 2015, ICCV 2017) and 40 untitled (set az: CVPR 2017,
          ICML 2017, NeurIPS 2016, ECCV 2018) paperlists papers of 2015 to 2018 that no other set or annotation
          uses (abstracts of 300 to 4,000 characters): annotated in session 35, scored blind as unseen-7 (methods
          0.691, benchmarks 0.955, concepts 0.614, main contribution 0.704), then read in 35;
  seen-22 40 titled (set ba: NAACL 2024, COLING 2025, AISTATS 2025, CoRL 2025) and 40 untitled (set bb: ECCV
          2022, IJCAI 2024, 3DV 2025, WWW 2025) recent paperlists papers that no other set or annotation uses
          (abstracts of 300 to 4,000 characters): annotated in session 35 after the session's first rules, scored
          blind as unseen-7 (methods 0.798, benchmarks 0.857, concepts 0.620, main contribution 0.863), then read;
  seen-23 40 titled (set bc: NeurIPS 2013, ICML 2013, CVPR 2015, ICCV 2015) and 40 untitled (set bd: NeurIPS
          2012, ICML 2014, CVPR 2014, IROS 2016) paperlists papers of 2012 to 2016 that no other set or annotation
          uses (abstracts of 300 to 4,000 characters): annotated in session 35, scored blind as unseen-7 with the
          code of a25d84e (methods 0.582, benchmarks 0.717, concepts 0.582, main contribution 0.607), then read;
  seen-24 40 titled (set aw: ACL 2021, IROS 2022, CoRL 2022, UAI 2024) and 40 untitled (set ax: ICRA 2022,
          WACV 2022, AISTATS 2022, COLM 2025) recent paperlists papers that no other set or annotation uses
          (abstracts of 300 to 4,000 characters): annotated in session 35, scored blind as unseen-6 (methods
          0.662, benchmarks 0.857, concepts 0.632, main contribution 0.781), then read at the end of 35;
  seen-25 40 titled (set be: ECCV 2020, ICCV 2019, NAACL 2022, WACV 2025) and 40 untitled (set bf: COLM 2024,
          CoRL 2024, IJCAI 2023, AAAI 2022) recent paperlists papers that no other set or annotation uses
          (abstracts of 300 to 4,000 characters): annotated in session 35, scored blind as unseen-8 with the code
          of a25d84e (methods 0.756, benchmarks 0.853, concepts 0.601, main contribution 0.929), then read at the
          end of 35;
  seen-26 40 titled (set bi) and 40 untitled (set bj) paperlists papers drawn uniformly from the whole
          corpus (abstracts of 300 to 4,000 characters, 1997 to 2025, 40 of them ICRA or IROS) that no other
          set or annotation uses: annotated in session 36, first scored with the code of ae726ad (methods
          0.744, benchmarks 0.933, concepts 0.645, main contribution 0.818, as unseen-10), then read in 36;
  seen-27 40 titled (set bm) and 40 untitled (set bn) papers drawn the same way (1989 to 2025, 33 of them
          ICRA or IROS): annotated in session 36, first scored with the code of ae726ad as unseen-12 (methods
          0.750, benchmarks 0.840, concepts 0.654, main contribution 0.741), then read in 36;
  seen-28 40 titled (set bo) and 40 untitled (set bp) papers drawn the same way (2000 to 2025, 40 of them
          ICRA or IROS): annotated in session 36, first scored with the code of cdf8a8d as unseen-13 (methods
          0.696, benchmarks 0.667, concepts 0.629, main contribution 0.906), then read in 36;
  seen-29 40 titled (set bs) and 40 untitled (set bt) papers drawn the same way (1999 to 2025, 31 of them
          ICRA or IROS): annotated in session 36, first scored with the code of 1b42d12 as unseen-15 (methods
          0.698, benchmarks 0.700, concepts 0.628, main contribution 0.767), then read in 36;
  seen-30 40 titled (set bw) and 40 untitled (set bx) papers drawn the same way (1996 to 2025, 39 of them
          ICRA or IROS): annotated at the end of session 36, first scored with the code of f6c3353 as unseen-17
          (methods 0.632, benchmarks 0.844, concepts 0.652, main contribution 0.739), then read in 36;
  seen-31 40 titled (set ca) and 40 untitled (set cb) papers drawn the same way (2003 to 2025, 39 of them
          ICRA or IROS): annotated in session 37, first scored with the code of 73d6027 as unseen-19 (methods 0.644,
          benchmarks 0.737, concepts 0.609, main contribution 0.917), then read in 37;
  seen-32 40 titled (set ce) and 40 untitled (set cf) papers drawn the same way (2002 to 2025, 36 of them
          ICRA or IROS): annotated in session 37, first scored with the code of 73d6027 as unseen-21 (methods 0.795,
          benchmarks 0.720, concepts 0.578, main contribution 0.714), then read in 37;
  seen-33 40 titled (set cg) and 40 untitled (set ch) papers drawn the same way (1993 to 2025, 32 of them
          ICRA or IROS): annotated in session 37, first scored with the code of 4e3825b as unseen-22 (methods 0.667,
          benchmarks 0.889, concepts 0.604, main contribution 0.741), then read in 37;
  seen-34 40 titled (set ck) and 40 untitled (set cl) papers drawn the same way (1998 to 2025, 44 of them
          ICRA or IROS): annotated in session 37, first scored with the code of 4e3825b as unseen-24 (methods 0.650,
          benchmarks 0.829, concepts 0.626, main contribution 0.727), then read in 37;
  seen-35 40 titled (set co) and 40 untitled (set cp) papers drawn the same way (1999 to 2025, 38 of them
          ICRA or IROS): annotated in session 38, first scored with the code of ef6541f as unseen-26 (methods 0.671,
          benchmarks 0.811, concepts 0.661, main contribution 0.710), then read in 38;
  seen-36 40 titled (set cs) and 40 untitled (set ct) papers drawn the same way (1989 to 2025, 32 of them
          ICRA or IROS): annotated in session 38, first scored with the code of ef6541f as unseen-28 (methods 0.667,
          benchmarks 0.857, concepts 0.600, main contribution 0.760), then read in 38;
  seen-37 40 titled (set cw) and 40 untitled (set cx) papers drawn the same way (1991 to 2025, 32 of them
          ICRA or IROS): annotated in session 38, first scored with the code of beb0a96 as unseen-30 (methods 0.662,
          benchmarks 0.824, concepts 0.596, main contribution 0.694), then read in 38;
  seen-38 40 titled (set da) and 40 untitled (set db) papers drawn the same way (1991 to 2025, 33 of them
          ICRA or IROS): annotated in session 38, first scored with the code of beb0a96 as unseen-32 (methods 0.663,
          benchmarks 0.881, concepts 0.607, main contribution 0.913), then read in 38;
  seen-39 40 titled (set de) and 40 untitled (set df) papers drawn the same way (1990 to 2025, 40 of them
          ICRA or IROS): annotated in session 38, first scored with the code of 6d0a4d0 as unseen-34 (methods 0.685,
          benchmarks 0.875, concepts 0.604, main contribution 0.636), then read in 38;
  seen-40 40 titled (set di) and 40 untitled (set dj) papers drawn the same way (1988 to 2025, 35 of them
          ICRA or IROS): annotated in session 38, first scored with the code of 6d0a4d0 as unseen-36 (methods 0.693,
          benchmarks 0.727, concepts 0.596, main contribution 0.706), then read in 38;
  seen-41 40 titled (set dm) and 40 untitled (set dn) papers drawn the same way (1999 to 2025, 36 of them
          ICRA or IROS): annotated in session 39, first scored as unseen-38 with the code of 23ab1ff (methods 0.756,
          benchmarks 0.800, concepts 0.617, main contribution 0.760), then read in 39;
  seen-42 40 titled (set dq) and 40 untitled (set dr) papers drawn the same way (1990 to 2025, 38 of them
          ICRA or IROS): annotated in session 39, first scored as unseen-40 with the code of 23ab1ff (methods 0.724,
          benchmarks 0.912, concepts 0.638, main contribution 0.864), then read in 39;
  seen-43 40 titled (set du) and 40 untitled (set dv) papers drawn the same way (1990 to 2025, 35 of them
          ICRA or IROS): annotated in session 39, first scored as unseen-42 with the code of 6d11cba (methods 0.659,
          benchmarks 0.744, concepts 0.647, main contribution 0.710; the code of 23ab1ff: methods 0.651), then
          read in 39;
  seen-44 40 titled (set dy) and 40 untitled (set dz) papers drawn the same way (1996 to 2025, 31 of them
          ICRA or IROS): annotated in session 39, first scored as unseen-44 with the code of 6d11cba (methods 0.732,
          benchmarks 0.852, concepts 0.643, main contribution 0.864; the same with the code of 23ab1ff), then
          read in 39;
  seen-45 40 titled (set ec) and 40 untitled (set ed) papers drawn the same way (1988 to 2025, 35 of them
          ICRA or IROS): annotated in session 40, first scored as unseen-46 with the code of 77c0a4f (methods 0.690,
          benchmarks 0.645, concepts 0.561, main contribution 0.742), then read in 40;
  seen-46 40 titled (set eg) and 40 untitled (set eh) papers drawn the same way (1993 to 2025, 37 of them
          ICRA or IROS): annotated in session 40, first scored as unseen-48 with the code of 77c0a4f (methods 0.761,
          benchmarks 0.706, concepts 0.592, main contribution 0.783), then read in 40;
  seen-47 40 titled (set ek) and 40 untitled (set el) papers drawn the same way (1990 to 2025, 40 of them
          ICRA or IROS): annotated in session 40, first scored as unseen-50 with the code of e030bbf (methods 0.704,
          benchmarks 0.913, concepts 0.606, main contribution 0.821; the same with the code of 77c0a4f), then
          read in 40;
  seen-48 40 titled (set eo) and 40 untitled (set ep) papers drawn the same way (1990 to 2025, 36 of them
          ICRA or IROS): annotated in session 40, first scored as unseen-52 with the code of e030bbf (methods 0.718,
          benchmarks 0.909, concepts 0.656, main contribution 0.826; the same with the code of 77c0a4f but
          concepts 0.655), then read in 40;
  seen-49 40 titled (set es) and 40 untitled (set et) papers drawn the same way (1990 to 2025, 35 of them
          ICRA or IROS): annotated in session 41, first scored as unseen-54 with the code of 13d20ce (methods 0.626,
          benchmarks 0.690, concepts 0.596, main contribution 0.792), then read in 41;
  seen-50 40 titled (set ew) and 40 untitled (set ex) papers drawn the same way (1990 to 2025, 39 of them
          ICRA or IROS): annotated in session 41, first scored as unseen-56 with the code of 13d20ce (methods 0.667,
          benchmarks 0.829, concepts 0.657, main contribution 0.769), then read in 41;
  seen-51 40 titled (set fa) and 40 untitled (set fb) papers drawn the same way (2001 to 2025, 43 of them
          ICRA or IROS): annotated in session 41, first scored as unseen-58 with the code of 3dbe025 (methods 0.692,
          benchmarks 0.935, concepts 0.615, main contribution 0.842; the same with the code of
          13d20ce), then read in 41;
  seen-52 40 titled (set fe) and 40 untitled (set ff) papers drawn the same way (1996 to 2025, 44 of them
          ICRA or IROS): annotated in session 41, first scored as unseen-60 with the code of 3dbe025 (methods 0.661,
          benchmarks 0.900, concepts 0.627, main contribution 0.792; the same with the code of
          13d20ce), then read in 41;
  seen-53 40 titled (set fi) and 40 untitled (set fj) papers drawn the same way (1995 to 2025, 35 of them
          ICRA or IROS): annotated in session 42, first scored as unseen-62 with the code of e49b432 (methods 0.752,
          benchmarks 0.871, concepts 0.641, main contribution 0.815), then read in 42;
  seen-54 40 titled (set fm) and 40 untitled (set fn) papers drawn the same way (1997 to 2025, 37 of them
          ICRA or IROS): annotated in session 42, first scored as unseen-64 with the code of e49b432 (methods 0.725,
          benchmarks 0.897, concepts 0.679, main contribution 0.806), then read in 42;
  seen-55 40 titled (set fq) and 40 untitled (set fr) papers drawn the same way (1990 to 2025, 24 of them
          ICRA or IROS): annotated in session 43, first scored as unseen-66 with the code of 5762fa2 (methods 0.648,
          benchmarks 0.871, concepts 0.593, main contribution 0.719), then read in 43;
  seen-56 40 titled (set fu) and 40 untitled (set fv) papers drawn the same way (2001 to 2025, 37 of them
          ICRA or IROS): annotated in session 43, first scored as unseen-68 with the code of 5762fa2 (methods 0.680,
          benchmarks 0.846, concepts 0.552, main contribution 0.765), then read in 43;
  seen-57 40 titled (set fy) and 40 untitled (set fz) papers drawn the same way (1991 to 2025, 31 of them
          ICRA or IROS): annotated in session 44, first scored as unseen-70 with the code of ee73cd3 (methods 0.748,
          benchmarks 0.909, concepts 0.641, main contribution 0.885), then read in 44;
  seen-58 40 titled (set gc) and 40 untitled (set gd) papers drawn the same way (1991 to 2025, 36 of them
          ICRA or IROS): annotated in session 44, first scored as unseen-72 with the code of ee73cd3 (methods 0.740,
          benchmarks 0.864, concepts 0.624, main contribution 0.767), then read in 44;
  seen-59 40 titled (set gg) and 40 untitled (set gh) papers drawn the same way (1992 to 2025, 35 of them
          ICRA or IROS): annotated in session 44, first scored as unseen-74 with the code of f9bd0ec (methods 0.676,
          benchmarks 0.836, concepts 0.621, main contribution 0.906), then read in 44;
  seen-60 40 titled (set gk) and 40 untitled (set gl) papers drawn the same way (1992 to 2025, 37 of them
          ICRA or IROS): annotated in session 44, first scored as unseen-76 with the code of f9bd0ec (methods 0.711,
          benchmarks 0.762, concepts 0.633, main contribution 0.852), then read in 44;
  seen-61 40 titled (set go) and 40 untitled (set gp) papers drawn the same way (1992 to 2025, 36 of them
          ICRA or IROS): annotated in session 44, first scored as unseen-78 with the code of b4acb9a (methods 0.675,
          benchmarks 0.878, concepts 0.617, main contribution 0.815), then read in 44;
  seen-62 40 titled (set gs) and 40 untitled (set gt) papers drawn the same way (1998 to 2025, 32 of them
          ICRA or IROS): annotated in session 44, first scored as unseen-80 with the code of b4acb9a (methods 0.649,
          benchmarks 0.767, concepts 0.593, main contribution 0.714), then read in 44;
  seen-63 40 titled (set gw) and 40 untitled (set gx) papers drawn the same way (1991 to 2025, 28 of them
          ICRA or IROS): annotated in session 45, first scored as unseen-82 with the code of 7241c10 (methods 0.627,
          benchmarks 0.757, concepts 0.647, main contribution 0.733), then read in 45;
  seen-64 40 titled (set ha) and 40 untitled (set hb) papers drawn the same way (2002 to 2025, 39 of them
          ICRA or IROS): annotated in session 45, first scored as unseen-84 with the code of 7241c10 (methods 0.694,
          benchmarks 0.936, concepts 0.592, main contribution 0.821), then read in 45;
  seen-65 40 titled (set he) and 40 untitled (set hf) papers drawn the same way (2001 to 2025, 39 of them
          ICRA or IROS): annotated in session 45, first scored as unseen-86 with the code of 7241c10 (methods 0.717,
          benchmarks 0.824, concepts 0.581, main contribution 0.739), then read in 45;
  seen-66 40 titled (set hi) and 40 untitled (set hj) papers drawn the same way (2000 to 2025, 34 of them
          ICRA or IROS): annotated in session 45, first scored as unseen-88 with the code of 7241c10 (methods 0.766,
          benchmarks 0.914, concepts 0.624, main contribution 0.909), then read in 45;
  seen-67 40 titled (set hm) and 40 untitled (set hn) papers drawn the same way (1989 to 2025, 43 of them
          ICRA or IROS): annotated in session 45, first scored as unseen-90 with the code of 58a81d7 (methods 0.707,
          benchmarks 0.921, concepts 0.601, main contribution 0.750), then read in 45;
  seen-68 40 titled (set hq) and 40 untitled (set hr) papers drawn the same way (1993 to 2025, 40 of them
          ICRA or IROS): annotated in session 45, first scored as unseen-92 with the code of 58a81d7 (methods 0.730,
          benchmarks 0.909, concepts 0.622, main contribution 0.810), then read in 45;
  seen-69 40 titled (set ic) and 40 untitled (set id) papers drawn the same way (1990 to 2025, 37 of them
          ICRA or IROS): annotated in session 46, first scored as unseen-98 with the code of a84f5b4 (methods 0.705,
          benchmarks 0.783, concepts 0.618, main contribution 0.875), then read in 46;
  seen-70 40 titled (set ig) and 40 untitled (set ih) papers drawn the same way (1993 to 2025, 45 of them
          ICRA or IROS): annotated in session 46, first scored as unseen-100 with the code of a84f5b4 (methods 0.745,
          benchmarks 0.981, concepts 0.648, main contribution 0.885), then read in 46;
  seen-71 40 titled (set ik) and 40 untitled (set il) papers drawn the same way (1997 to 2025, 35 of them
          ICRA or IROS): annotated in session 46, first scored as unseen-102 with the code of 954fe8e (methods 0.623,
          benchmarks 0.780, concepts 0.624, main contribution 0.704), then read in 46;
  seen-72 40 titled (set io) and 40 untitled (set ip) papers drawn the same way (2001 to 2025, 35 of them
          ICRA or IROS): annotated in session 46, first scored as unseen-104 with the code of 954fe8e (methods 0.764,
          benchmarks 1.000, concepts 0.614, main contribution 0.846), then read in 46;
  seen-73 40 titled (set is) and 40 untitled (set it) papers drawn the same way (1993 to 2025, 32 of them
          ICRA or IROS): annotated in session 46, first scored as unseen-106 with the code of 8c8971c (methods 0.727,
          benchmarks 0.927, concepts 0.637, main contribution 0.857), then read in 46;
  seen-74 40 titled (set iw) and 40 untitled (set ix) papers drawn the same way (1998 to 2025, 28 of them
          ICRA or IROS): annotated in session 46, first scored as unseen-108 with the code of 8c8971c (methods 0.755,
          benchmarks 0.914, concepts 0.645, main contribution 0.767), then read in 46;
  seen-75 40 titled (set ja) and 40 untitled (set jb) papers drawn the same way (1995 to 2025, 30 of them
          ICRA or IROS): annotated in session 46, first scored as unseen-110 with the code of fe8da87 (methods 0.739,
          benchmarks 0.938, concepts 0.604, main contribution 0.792), then read in 46;
  seen-76 40 titled (set je) and 40 untitled (set jf) papers drawn the same way (1991 to 2025, 32 of them
          ICRA or IROS): annotated in session 46, first scored as unseen-112 with the code of fe8da87 (methods 0.700,
          benchmarks 0.938, concepts 0.646, main contribution 0.838), then read in 46;
  seen-77 40 titled (set ji) and 40 untitled (set jj) papers drawn the same way (1993 to 2025, 36 of them
          ICRA or IROS): annotated in session 46, first scored as unseen-114 with the code of e884ca8 (methods 0.758,
          benchmarks 0.757, concepts 0.631, main contribution 0.806), then read in 46;
  seen-78 40 titled (set jm) and 40 untitled (set jn) papers drawn the same way (1995 to 2025, 38 of them
          ICRA or IROS): annotated in session 46, first scored as unseen-116 with the code of e884ca8 (methods 0.736,
          benchmarks 0.977, concepts 0.642, main contribution 0.700), then read in 46;
  seen-79 40 titled (set jq) and 40 untitled (set jr) papers drawn the same way (1988 to 2025, 32 of them
          ICRA or IROS): annotated in session 47, first scored as unseen-118 with the code of 95fe7ec (methods 0.770,
          benchmarks 0.962, concepts 0.590, main contribution 0.885), then read in 47;
  seen-80 40 titled (set ju) and 40 untitled (set jv) papers drawn the same way (1989 to 2025, 38 of them
          ICRA or IROS): annotated in session 47, first scored as unseen-120 with the code of 95fe7ec (methods 0.736,
          benchmarks 0.829, concepts 0.580, main contribution 0.840), then read in 47;
  seen-81 40 titled (set jy) and 40 untitled (set jz) papers drawn the same way (1994 to 2025, 39 of them
          ICRA or IROS): annotated in session 47, first scored as unseen-122 with the code of 95fe7ec (methods 0.778,
          benchmarks 0.952, concepts 0.607, main contribution 0.852), then read in 47;
  seen-82 40 titled (set kc) and 40 untitled (set kd) papers drawn the same way (1994 to 2025, 42 of them
          ICRA or IROS): annotated in session 47, first scored as unseen-124 with the code of 95fe7ec (methods 0.742,
          benchmarks 0.758, concepts 0.577, main contribution 0.897), then read in 47;
  seen-83 40 titled (set kg) and 40 untitled (set kh) papers drawn the same way (1989 to 2025, 36 of them
          ICRA or IROS): annotated in session 47, first scored as unseen-126 with the code of 59d24c7 (methods 0.824,
          benchmarks 0.863, concepts 0.640, main contribution 0.960), then read in 47;
  seen-84 40 titled (set kk) and 40 untitled (set kl) papers drawn the same way (1988 to 2025, 33 of them
          ICRA or IROS): annotated in session 47, first scored as unseen-128 with the code of 59d24c7 (methods 0.754,
          benchmarks 0.927, concepts 0.588, main contribution 0.769), then read in 47;
  seen-85 40 titled (set ko) and 40 untitled (set kp) papers drawn the same way (1989 to 2025, 35 of them
          ICRA or IROS): annotated in session 48, first scored as unseen-130 with the code of 0331f2d (methods 0.704,
          benchmarks 0.650, concepts 0.643, main contribution 0.750), then read in 48;
  seen-86 40 titled (set ks) and 40 untitled (set kt) papers drawn the same way (2000 to 2025, 34 of them
          ICRA or IROS): annotated in session 48, first scored as unseen-132 with the code of 0331f2d (methods 0.775,
          benchmarks 0.850, concepts 0.627, main contribution 0.889), then read in 48;
  seen-87 40 titled (set kw) and 40 untitled (set kx) papers drawn the same way (1991 to 2025, 28 of them
          ICRA or IROS): annotated in session 48, first scored as unseen-134 with the code of 9f2db01 (methods 0.730,
          benchmarks 0.862, concepts 0.608, main contribution 0.750), then read in 48;
  seen-88 40 titled (set la) and 40 untitled (set lb) papers drawn the same way (1993 to 2025, 39 of them
          ICRA or IROS): annotated in session 48, first scored as unseen-136 with the code of 9f2db01 (methods 0.696,
          benchmarks 0.750, concepts 0.600, main contribution 0.750), then read in 48;
  seen-89 40 titled (set lm) and 40 untitled (set ln) papers drawn the same way (1995 to 2025, 27 of them
          ICRA or IROS): annotated in session 49, first scored as unseen-142 with the code of f94e978 (methods 0.735,
          benchmarks 0.755, concepts 0.588, main contribution 0.848), then read in 49;
  seen-90 40 titled (set lq) and 40 untitled (set lr) papers drawn the same way (1994 to 2025, 35 of them
          ICRA or IROS): annotated in session 49, first scored as unseen-144 with the code of f94e978 (methods 0.639,
          benchmarks 1.000, concepts 0.609, main contribution 0.655), then read in 49;
  seen-91 40 titled (set lu) and 40 untitled (set lv) papers drawn the same way (1992 to 2025, 40 of them
          ICRA or IROS): annotated in session 49, first scored as unseen-146 with the code of 6efad98 (methods 0.721,
          benchmarks 0.930, concepts 0.580, main contribution 1.000), then read in 49;
  seen-92 40 titled (set ly) and 40 untitled (set lz) papers drawn the same way (1996 to 2025, 38 of them
          ICRA or IROS): annotated in session 49, first scored as unseen-148 with the code of 6efad98 (methods 0.734,
          benchmarks 1.000, concepts 0.636, main contribution 0.727), then read in 49;
  seen-93 40 titled (set mc) and 40 untitled (set md) papers drawn the same way (1992 to 2025, 30 of them
          ICRA or IROS): annotated in session 50, first scored as unseen-150 with the code of f32295a (methods 0.699,
          benchmarks 0.906, concepts 0.636, main contribution 0.759), then read in 50;
  seen-94 40 titled (set mg) and 40 untitled (set mh) papers drawn the same way (1989 to 2025, 33 of them
          ICRA or IROS): annotated in session 50, first scored as unseen-152 with the code of f32295a (methods 0.732,
          benchmarks 0.846, concepts 0.613, main contribution 0.793), then read in 50;
  seen-95 40 titled (set mk) and 40 untitled (set ml) papers drawn the same way (1992 to 2025, 34 of them
          ICRA or IROS): annotated in session 50, first scored as unseen-154 with the code of f32295a (methods 0.741,
          benchmarks 0.905, concepts 0.609, main contribution 0.800), then read in 50;
  seen-96 40 titled (set mo) and 40 untitled (set mp) papers drawn the same way (1988 to 2025, 35 of them
          ICRA or IROS): annotated in session 50, first scored as unseen-156 with the code of f32295a (methods 0.807,
          benchmarks 0.811, concepts 0.669, main contribution 0.923), then read in 50;
  unseen-1 40 titled (set aa: COLT 2022, ICRA 2020, NeurIPS 2010, ACML 2021) and 40 untitled (set ab:
          AISTATS 2020, IROS 2021, RSS 2020, NeurIPS 2008) paperlists papers from venue-years no
          other set uses (annotated in session 23): only ever scored;
  unseen-2 40 titled (set ac: ALT 2025, ICRA 2018, NeurIPS 2007, RSS 2025) and 40 untitled (set ad:
          AISTATS 2017, IROS 2020, COLT 2023, ACML 2022) paperlists papers from venue-years no other
          set uses (annotated in session 25): only ever scored;
  unseen-3 40 titled (set ai: NeurIPS 2005, ICRA 2016, COLT 2017, RSS 2022) and 40 untitled (set aj:
          AISTATS 2014, IROS 2015, ACML 2017, RSS 2017) paperlists papers from venue-years no other set
          uses (abstracts of 300 to 4,000 characters; annotated in session 32): only ever scored;
  unseen-4 40 titled (set ak: NeurIPS 2003, ICRA 2014, COLT 2015, RSS 2014) and 40 untitled (set al:
          AISTATS 2011, IROS 2013, ACML 2014, COLT 2012) paperlists papers from venue-years no other set
          uses (abstracts of 300 to 4,000 characters; annotated at the end of session 32): only ever scored;
  unseen-5 40 titled (set aq: ICCV 2019, ECCV 2020, NAACL 2022, IJCAI 2023) and 40 untitled (set ar: CoRL
          2024, AISTATS 2023, COLM 2024, WACV 2023) recent paperlists papers that no other set or annotation
          uses (venue-years that other sets sample too; annotated at the end of session 33): only ever scored;
  unseen-9 40 titled (set bg: COLM 2025, 3DV 2025, ALT 2025, RSS 2025) and 40 untitled (set bh: CoRL 2025,
          AISTATS 2025, COLING 2025, WACV 2025) recent paperlists papers that no other set or annotation uses
          (abstracts of 300 to 4,000 characters; annotated at the end of session 35; first scored with the code
          of 7859e4f: methods 0.757, benchmarks 0.831, concepts 0.579, main contribution 0.920);
  unseen-11 40 titled (set bk) and 40 untitled (set bl) papers drawn the same way as seen-26 (1994 to 2025,
          37 of them ICRA or IROS): annotated in session 36, first scored with the code of ae726ad (methods 0.621,
          benchmarks 0.788, concepts 0.626, main contribution 0.684);
  unseen-14 40 titled (set bq) and 40 untitled (set br) papers drawn the same way (2005 to 2025, 37 of them
          ICRA or IROS): annotated in session 36, first scored with the code of cdf8a8d (methods 0.730,
          benchmarks 0.766, concepts 0.646, main contribution 0.733);
  unseen-16 40 titled (set bu) and 40 untitled (set bv) papers drawn the same way (1990 to 2025, 31 of them
          ICRA or IROS): annotated in session 36, first scored with the code of 1b42d12 (methods 0.835,
          benchmarks 0.955, concepts 0.647, main contribution 0.862);
  unseen-18 40 titled (set by) and 40 untitled (set bz) papers drawn the same way (1992 to 2025, 29 of them
          ICRA or IROS): annotated in session 37, first scored with the code of 73d6027 (methods 0.762,
          benchmarks 0.877, concepts 0.630, main contribution 0.759);
  unseen-20 40 titled (set cc) and 40 untitled (set cd) papers drawn the same way (1993 to 2025, 34 of them
          ICRA or IROS): annotated in session 37, first scored with the code of 73d6027 (methods 0.744,
          benchmarks 0.848, concepts 0.671, main contribution 0.880);
  unseen-23 40 titled (set ci) and 40 untitled (set cj) papers drawn the same way (1993 to 2025, 35 of them
          ICRA or IROS): annotated in session 37, first scored with the code of 4e3825b (methods 0.629,
          benchmarks 0.857, concepts 0.674, main contribution 0.727);
  unseen-25 40 titled (set cm) and 40 untitled (set cn) papers drawn the same way (1996 to 2025, 42 of them
          ICRA or IROS): annotated in session 37, first scored with the code of 4e3825b (methods 0.741,
          benchmarks 0.837, concepts 0.617, main contribution 0.731);
  unseen-27 40 titled (set cq) and 40 untitled (set cr) papers drawn the same way (1993 to 2025, 39 of them
          ICRA or IROS): annotated in session 38, first scored with the code of ef6541f (methods 0.671,
          benchmarks 0.821, concepts 0.587, main contribution 0.864);
  unseen-29 40 titled (set cu) and 40 untitled (set cv) papers drawn the same way (1996 to 2025, 38 of them
          ICRA or IROS): annotated in session 38, first scored with the code of ef6541f (methods 0.698,
          benchmarks 0.720, concepts 0.618, main contribution 0.773);
  unseen-31 40 titled (set cy) and 40 untitled (set cz) papers drawn the same way (1988 to 2025, 37 of them
          ICRA or IROS): annotated in session 38, first scored with the code of beb0a96 (methods 0.704,
          benchmarks 0.944, concepts 0.647, main contribution 0.808);
  unseen-33 40 titled (set dc) and 40 untitled (set dd) papers drawn the same way (1999 to 2025, 36 of them
          ICRA or IROS): annotated in session 38, first scored with the code of beb0a96 (methods 0.709,
          benchmarks 0.947, concepts 0.608, main contribution 0.739);
  unseen-35 40 titled (set dg) and 40 untitled (set dh) papers drawn the same way (1993 to 2025, 33 of them
          ICRA or IROS): annotated in session 38, first scored with the code of 6d0a4d0 (methods 0.762,
          benchmarks 0.863, concepts 0.645, main contribution 0.808);
  unseen-37 40 titled (set dk) and 40 untitled (set dl) papers drawn the same way (1988 to 2025, 36 of them
          ICRA or IROS): annotated in session 38, first scored with the code of 6d0a4d0 (methods 0.726,
          benchmarks 0.750, concepts 0.652, main contribution 0.741);
  unseen-39 40 titled (set do) and 40 untitled (set dp) papers drawn the same way (1991 to 2025, 29 of them
          ICRA or IROS): annotated in session 39, first scored with the code of 23ab1ff (methods 0.752,
          benchmarks 0.776, concepts 0.638, main contribution 0.923);
  unseen-41 40 titled (set ds) and 40 untitled (set dt) papers drawn the same way (1993 to 2025, 36 of them
          ICRA or IROS): annotated in session 39, first scored with the code of 23ab1ff (methods 0.832,
          benchmarks 0.857, concepts 0.623, main contribution 0.828);
  unseen-43 40 titled (set dw) and 40 untitled (set dx) papers drawn the same way (1990 to 2025, 31 of them
          ICRA or IROS): annotated in session 39, first scored with the code of 6d11cba (methods 0.758,
          benchmarks 0.889, concepts 0.650, main contribution 0.846; the same with the code of 23ab1ff);
  unseen-45 40 titled (set ea) and 40 untitled (set eb) papers drawn the same way (1999 to 2025, 34 of them
          ICRA or IROS): annotated in session 39, first scored with the code of 6d11cba (methods 0.724,
          benchmarks 0.833, concepts 0.639, main contribution 0.765; the same with the code of 23ab1ff);
  unseen-47 40 titled (set ee) and 40 untitled (set ef) papers drawn the same way (1995 to 2025, 37 of them
          ICRA or IROS): annotated in session 40, first scored with the code of 77c0a4f (methods 0.778,
          benchmarks 0.938, concepts 0.620, main contribution 0.778);
  unseen-49 40 titled (set ei) and 40 untitled (set ej) papers drawn the same way (1992 to 2025, 31 of them
          ICRA or IROS): annotated in session 40, first scored with the code of 77c0a4f (methods 0.738,
          benchmarks 0.840, concepts 0.579, main contribution 0.800);
  unseen-51 40 titled (set em) and 40 untitled (set en) papers drawn the same way (1993 to 2025, 31 of them
          ICRA or IROS): annotated in session 40, first scored with the code of e030bbf (methods 0.678,
          benchmarks 0.930, concepts 0.614, main contribution 0.857; the same with the code of 77c0a4f
          but concepts 0.615);
  unseen-53 40 titled (set eq) and 40 untitled (set er) papers drawn the same way (1989 to 2025, 35 of them
          ICRA or IROS): annotated in session 40, first scored with the code of e030bbf (methods 0.667,
          benchmarks 0.900, concepts 0.600, main contribution 0.806; the same with the code of 77c0a4f);
  unseen-55 40 titled (set eu) and 40 untitled (set ev) papers drawn the same way (2001 to 2025, 37 of them
          ICRA or IROS): annotated in session 41, first scored with the code of 13d20ce (methods 0.776,
          benchmarks 0.786, concepts 0.652, main contribution 0.708);
  unseen-57 40 titled (set ey) and 40 untitled (set ez) papers drawn the same way (1997 to 2025, 37 of them
          ICRA or IROS): annotated in session 41, first scored with the code of 13d20ce (methods 0.752,
          benchmarks 0.894, concepts 0.625, main contribution 0.821);
  unseen-59 40 titled (set fc) and 40 untitled (set fd) papers drawn the same way (1994 to 2025, 40 of them
          ICRA or IROS): annotated in session 41, first scored with the code of 3dbe025 (methods 0.797,
          benchmarks 0.875, concepts 0.628, main contribution 0.895; the same with the code of 13d20ce);
  unseen-61 40 titled (set fg) and 40 untitled (set fh) papers drawn the same way (1995 to 2024, 42 of them
          ICRA or IROS): annotated in session 41, first scored with the code of 3dbe025 (methods 0.734,
          benchmarks 0.757, concepts 0.588, main contribution 0.750; the same with the code of 13d20ce);
  unseen-63 40 titled (set fk) and 40 untitled (set fl) papers drawn the same way (1991 to 2025, 31 of them
          ICRA or IROS): annotated in session 42, first scored with the code of e49b432 (methods 0.681,
          benchmarks 0.824, concepts 0.644, main contribution 0.920);
  unseen-65 40 titled (set fo) and 40 untitled (set fp) papers drawn the same way (2004 to 2025, 39 of them
          ICRA or IROS): annotated in session 42, first scored with the code of e49b432 (methods 0.723,
          benchmarks 0.826, concepts 0.620, main contribution 0.773);
  unseen-67 40 titled (set fs) and 40 untitled (set ft) papers drawn the same way (1997 to 2025, 35 of them
          ICRA or IROS): annotated in session 43, first scored with the code of 5762fa2 (methods 0.776,
          benchmarks 0.865, concepts 0.598, main contribution 0.760);
  unseen-69 40 titled (set fw) and 40 untitled (set fx) papers drawn the same way (1993 to 2025, 35 of them
          ICRA or IROS): annotated in session 43, first scored with the code of 5762fa2 (methods 0.760,
          benchmarks 0.885, concepts 0.628, main contribution 0.864);
  unseen-71 40 titled (set ga) and 40 untitled (set gb) papers drawn the same way (1990 to 2025, 31 of them
          ICRA or IROS): annotated in session 44, first scored with the code of ee73cd3 (methods 0.678,
          benchmarks 0.911, concepts 0.608, main contribution 0.833);
  unseen-73 40 titled (set ge) and 40 untitled (set gf) papers drawn the same way (1997 to 2025, 38 of them
          ICRA or IROS): annotated in session 44, first scored with the code of ee73cd3 (methods 0.797,
          benchmarks 0.824, concepts 0.608, main contribution 0.727);
  unseen-75 40 titled (set gi) and 40 untitled (set gj) papers drawn the same way (1995 to 2025, 32 of them
          ICRA or IROS): annotated in session 44, first scored with the code of f9bd0ec (methods 0.769,
          benchmarks 0.852, concepts 0.643, main contribution 0.867);
  unseen-77 40 titled (set gm) and 40 untitled (set gn) papers drawn the same way (1991 to 2025, 36 of them
          ICRA or IROS): annotated in session 44, first scored with the code of f9bd0ec (methods 0.600,
          benchmarks 0.762, concepts 0.578, main contribution 0.593);
  unseen-79 40 titled (set gq) and 40 untitled (set gr) papers drawn the same way (1991 to 2025, 32 of them
          ICRA or IROS): annotated in session 44, first scored with the code of b4acb9a (methods 0.746,
          benchmarks 0.741, concepts 0.606, main contribution 0.619);
  unseen-81 40 titled (set gu) and 40 untitled (set gv) papers drawn the same way (1994 to 2025, 34 of them
          ICRA or IROS): annotated in session 44, first scored with the code of b4acb9a (methods 0.724,
          benchmarks 0.960, concepts 0.588, main contribution 0.690);
  unseen-83 40 titled (set gy) and 40 untitled (set gz) papers drawn the same way (1993 to 2025, 35 of them
          ICRA or IROS): annotated in session 45, first scored with the code of 7241c10 (methods 0.776,
          benchmarks 0.865, concepts 0.630, main contribution 0.867);
  unseen-85 40 titled (set hc) and 40 untitled (set hd) papers drawn the same way (1993 to 2025, 41 of them
          ICRA or IROS): annotated in session 45, first scored with the code of 7241c10 (methods 0.729,
          benchmarks 0.852, concepts 0.632, main contribution 0.833);
  unseen-87 40 titled (set hg) and 40 untitled (set hh) papers drawn the same way (1993 to 2025, 32 of them
          ICRA or IROS): annotated in session 45, first scored with the code of 7241c10 (methods 0.652,
          benchmarks 0.913, concepts 0.637, main contribution 0.864);
  unseen-89 40 titled (set hk) and 40 untitled (set hl) papers drawn the same way (2000 to 2025, 34 of them
          ICRA or IROS): annotated in session 45, first scored with the code of 7241c10 (methods 0.733,
          benchmarks 0.870, concepts 0.614, main contribution 0.871);
  unseen-91 40 titled (set ho) and 40 untitled (set hp) papers drawn the same way (1995 to 2025, 41 of them
          ICRA or IROS): annotated in session 45, first scored with the code of 58a81d7 (methods 0.580,
          benchmarks 0.690, concepts 0.623, main contribution 0.591);
  unseen-93 40 titled (set hs) and 40 untitled (set ht) papers drawn the same way (2003 to 2025, 35 of them
          ICRA or IROS): annotated in session 45, first scored with the code of 58a81d7 (methods 0.696,
          benchmarks 0.889, concepts 0.628, main contribution 0.808);
  unseen-94 40 titled (set hu) and 40 untitled (set hv) papers drawn the same way (1990 to 2025, 37 of them
          ICRA or IROS): annotated in session 45, first scored with the code of afbe6d5 (methods 0.781,
          benchmarks 0.857, concepts 0.602, main contribution 0.920);
  unseen-95 40 titled (set hw) and 40 untitled (set hx) papers drawn the same way (2003 to 2025, 33 of them
          ICRA or IROS): annotated in session 45, first scored with the code of afbe6d5 (methods 0.775,
          benchmarks 0.909, concepts 0.629, main contribution 0.929);
  unseen-96 40 titled (set hy) and 40 untitled (set hz) papers drawn the same way (1988 to 2025, 32 of them
          ICRA or IROS): annotated in session 45, first scored with the code of afbe6d5 (methods 0.667,
          benchmarks 0.839, concepts 0.628, main contribution 0.739);
  unseen-97 40 titled (set ia) and 40 untitled (set ib) papers drawn the same way (1993 to 2025, 41 of them
          ICRA or IROS): annotated in session 45, first scored with the code of afbe6d5 (methods 0.796,
          benchmarks 0.919, concepts 0.640, main contribution 0.759);
  unseen-99 40 titled (set ie) and 40 untitled (set if) papers drawn the same way (2005 to 2025, 32 of them
          ICRA or IROS): annotated in session 46, first scored with the code of a84f5b4 (methods 0.735,
          benchmarks 0.906, concepts 0.620, main contribution 0.742);
  unseen-101 40 titled (set ii) and 40 untitled (set ij) papers drawn the same way (1992 to 2025, 33 of them
          ICRA or IROS): annotated in session 46, first scored with the code of a84f5b4 (methods 0.693,
          benchmarks 0.893, concepts 0.590, main contribution 0.611);
  unseen-103 40 titled (set im) and 40 untitled (set in) papers drawn the same way (1997 to 2025, 41 of them
          ICRA or IROS): annotated in session 46, first scored with the code of 954fe8e (methods 0.722,
          benchmarks 0.727, concepts 0.607, main contribution 0.767);
  unseen-105 40 titled (set iq) and 40 untitled (set ir) papers drawn the same way (2000 to 2025, 33 of them
          ICRA or IROS): annotated in session 46, first scored with the code of 954fe8e (methods 0.720,
          benchmarks 0.833, concepts 0.599, main contribution 0.800);
  unseen-107 40 titled (set iu) and 40 untitled (set iv) papers drawn the same way (1988 to 2025, 37 of them
          ICRA or IROS): annotated in session 46, first scored with the code of 8c8971c (methods 0.806,
          benchmarks 0.889, concepts 0.597, main contribution 0.720);
  unseen-109 40 titled (set iy) and 40 untitled (set iz) papers drawn the same way (1992 to 2025, 41 of them
          ICRA or IROS): annotated in session 46, first scored with the code of 8c8971c (methods 0.738,
          benchmarks 0.851, concepts 0.596, main contribution 0.870);
  unseen-111 40 titled (set jc) and 40 untitled (set jd) papers drawn the same way (2000 to 2025, 32 of them
          ICRA or IROS): annotated in session 46, first scored with the code of fe8da87 (methods 0.723,
          benchmarks 0.868, concepts 0.627, main contribution 0.857);
  unseen-113 40 titled (set jg) and 40 untitled (set jh) papers drawn the same way (1992 to 2025, 43 of them
          ICRA or IROS): annotated in session 46, first scored with the code of fe8da87 (methods 0.691,
          benchmarks 0.929, concepts 0.632, main contribution 0.722);
  unseen-115 40 titled (set jk) and 40 untitled (set jl) papers drawn the same way (2001 to 2025, 31 of them
          ICRA or IROS): annotated in session 46, first scored with the code of e884ca8 (methods 0.734,
          benchmarks 0.745, concepts 0.568, main contribution 0.733);
  unseen-117 40 titled (set jo) and 40 untitled (set jp) papers drawn the same way (1992 to 2025, 37 of them
          ICRA or IROS): annotated in session 46, first scored with the code of e884ca8 (methods 0.738,
          benchmarks 0.844, concepts 0.645, main contribution 0.786);
  unseen-119 40 titled (set js) and 40 untitled (set jt) papers drawn the same way (2000 to 2025, 32 of them
          ICRA or IROS): annotated in session 47, first scored with the code of 95fe7ec (methods 0.720,
          benchmarks 0.824, concepts 0.575, main contribution 0.704);
  unseen-121 40 titled (set jw) and 40 untitled (set jx) papers drawn the same way (1992 to 2025, 39 of them
          ICRA or IROS): annotated in session 47, first scored with the code of 95fe7ec (methods 0.720,
          benchmarks 0.909, concepts 0.613, main contribution 0.750);
  unseen-123 40 titled (set ka) and 40 untitled (set kb) papers drawn the same way (1995 to 2025, 37 of them
          ICRA or IROS): annotated in session 47, first scored with the code of 95fe7ec (methods 0.636,
          benchmarks 0.640, concepts 0.592, main contribution 0.593);
  unseen-125 40 titled (set ke) and 40 untitled (set kf) papers drawn the same way (1997 to 2025, 36 of them
          ICRA or IROS): annotated in session 47, first scored with the code of 95fe7ec (methods 0.695,
          benchmarks 0.743, concepts 0.596, main contribution 0.793);
  unseen-127 40 titled (set ki) and 40 untitled (set kj) papers drawn the same way (2003 to 2025, 32 of them
          ICRA or IROS): annotated in session 47, first scored with the code of 59d24c7 (methods 0.652,
          benchmarks 0.714, concepts 0.563, main contribution 0.826);
  unseen-129 40 titled (set km) and 40 untitled (set kn) papers drawn the same way (1987 to 2025, 33 of them
          ICRA or IROS): annotated in session 47, first scored with the code of 59d24c7 (methods 0.788,
          benchmarks 0.931, concepts 0.585, main contribution 0.857);
  unseen-131 40 titled (set kq) and 40 untitled (set kr) papers drawn the same way (1987 to 2025, 35 of them
          ICRA or IROS): annotated in session 48, first scored with the code of 0331f2d (methods 0.676,
          benchmarks 0.941, concepts 0.608, main contribution 0.783);
  unseen-133 40 titled (set ku) and 40 untitled (set kv) papers drawn the same way (1995 to 2025, 29 of them
          ICRA or IROS): annotated in session 48, first scored with the code of 0331f2d (methods 0.783,
          benchmarks 0.833, concepts 0.629, main contribution 0.815);
  unseen-135 40 titled (set ky) and 40 untitled (set kz) papers drawn the same way (2000 to 2025, 33 of them
          ICRA or IROS): annotated in session 48, first scored with the code of 9f2db01 (methods 0.723,
          benchmarks 0.774, concepts 0.618, main contribution 0.750);
  unseen-137 40 titled (set lc) and 40 untitled (set ld) papers drawn the same way (1992 to 2025, 36 of them
          ICRA or IROS): annotated in session 48, first scored with the code of 9f2db01 (methods 0.700,
          benchmarks 0.923, concepts 0.637, main contribution 0.739);
  unseen-138 40 titled (set le) and 40 untitled (set lf) papers drawn the same way (1989 to 2025, 26 of them
          ICRA or IROS): annotated at the end of session 48, first scored with the code of 06edb1a (methods 0.814,
          benchmarks 0.941, concepts 0.653, main contribution 0.839);
  unseen-139 40 titled (set lg) and 40 untitled (set lh) papers drawn the same way (1995 to 2025, 36 of them
          ICRA or IROS): annotated at the end of session 48, first scored with the code of 06edb1a (methods 0.773,
          benchmarks 0.919, concepts 0.614, main contribution 0.800);
  unseen-140 40 titled (set li) and 40 untitled (set lj) papers drawn the same way (1997 to 2025, 40 of them
          ICRA or IROS): annotated at the end of session 48, first scored with the code of 06edb1a (methods 0.762,
          benchmarks 0.882, concepts 0.611, main contribution 1.000);
  unseen-141 40 titled (set lk) and 40 untitled (set ll) papers drawn the same way (2000 to 2025, 31 of them
          ICRA or IROS): annotated at the end of session 48, first scored with the code of 06edb1a (methods 0.709,
          benchmarks 0.909, concepts 0.634, main contribution 0.917);
  unseen-143 40 titled (set lo) and 40 untitled (set lp) papers drawn the same way (1993 to 2025, 48 of them
          ICRA or IROS): annotated in session 49, first scored with the code of f94e978 (methods 0.710,
          benchmarks 0.741, concepts 0.659, main contribution 0.654);
  unseen-145 40 titled (set ls) and 40 untitled (set lt) papers drawn the same way (1987 to 2025, 45 of them
          ICRA or IROS): annotated in session 49, first scored with the code of f94e978 (methods 0.657,
          benchmarks 1.000, concepts 0.654, main contribution 0.800);
  unseen-147 40 titled (set lw) and 40 untitled (set lx) papers drawn the same way (1994 to 2025, 42 of them
          ICRA or IROS): annotated in session 49, first scored with the code of 6efad98 (methods 0.667,
          benchmarks 0.917, concepts 0.630, main contribution 0.867);
  unseen-149 40 titled (set ma) and 40 untitled (set mb) papers drawn the same way (1999 to 2025, 38 of them
          ICRA or IROS): annotated in session 49, first scored with the code of 6efad98 (methods 0.662,
          benchmarks 0.879, concepts 0.616, main contribution 0.750);
  unseen-151 40 titled (set me) and 40 untitled (set mf) papers drawn the same way (1999 to 2024, 36 of them
          ICRA or IROS): annotated in session 50, first scored with the code of f32295a (methods 0.741,
          benchmarks 0.865, concepts 0.633, main contribution 0.724);
  unseen-153 40 titled (set mi) and 40 untitled (set mj) papers drawn the same way (1989 to 2025, 33 of them
          ICRA or IROS): annotated in session 50, first scored with the code of f32295a (methods 0.754,
          benchmarks 0.811, concepts 0.611, main contribution 0.880);
  unseen-155 40 titled (set mm) and 40 untitled (set mn) papers drawn the same way (1995 to 2025, 31 of them
          ICRA or IROS): annotated in session 50, first scored with the code of f32295a (methods 0.758,
          benchmarks 0.867, concepts 0.621, main contribution 0.781);
  unseen-157 40 titled (set mq) and 40 untitled (set mr) papers drawn the same way (1988 to 2025, 38 of them
          ICRA or IROS): annotated in session 50, first scored with the code of f32295a (methods 0.694,
          benchmarks 0.864, concepts 0.597, main contribution 0.692).
The unseen-1 papers were annotated a second time, independently, in session 25, the unseen-4 papers
in session 32 and the unseen-5 papers in session 33 (second-annotation-paperlists.jsonl);
benchmarks/annotator_agreement.py scores one annotation against the other.
The paperlists papers are rebuilt from the corpus (--corpus) by file and title; abstracts are not
copied into the repository.

    python benchmarks/extraction_quality.py [--eval ../shared/eval] [--corpus ../shared/corpora/paperlists]
"""
from __future__ import annotations

import argparse
import glob
import json
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

TARGETS = {"methods": 0.90, "benchmarks": 0.92, "concepts": 0.65, "primary_found": 0.97}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--eval", default=os.path.join(ROOT, "..", "shared", "eval"))
    parser.add_argument("--corpus", default=os.path.join(ROOT, "..", "shared", "corpora", "paperlists"))
    parser.add_argument("--throughput-papers", type=int, default=3000)
    args = parser.parse_args()

    seeds = sorted(glob.glob(os.path.join(ROOT, "seeds", "000_*.txt")) + glob.glob(os.path.join(ROOT, "seeds", "001_*.txt")))
    score_py = os.path.join(args.eval, "score.py")
    gold = os.path.join(args.eval, "gold-dev.jsonl")
    with tempfile.TemporaryDirectory() as out:
        graph = os.path.join(os.path.dirname(sys.executable), "graph")
        cmd = [graph] if os.path.exists(graph) else [sys.executable, "-m", "graph.cli"]
        subprocess.run(cmd + ["build", *seeds, "--out", out, "--no-neo4j"], check=True, capture_output=True)
        if os.path.exists(score_py) and os.path.exists(gold):
            proc = subprocess.run([sys.executable, score_py, os.path.join(out, "graph.json"), gold, "--json"],
                                  check=True, capture_output=True, text=True)
            result = json.loads(proc.stdout)
            print(f"dev gold: {result['papers']} papers ({result['papers_missing']} not found)")
            print(f"{'metric':<24}{'precision':>10}{'recall':>10}{'F1':>8}{'target':>8}")
            for kind in ("methods", "benchmarks", "concepts"):
                r = result[kind]
                print(f"{kind + ' F1':<24}{r['precision']:>10.3f}{r['recall']:>10.3f}{r['f1']:>8.3f}{TARGETS[kind]:>8.2f}")
            print(f"{'main contribution found':<24}{'':>10}{'':>10}{result['primary_found']:>8.3f}{TARGETS['primary_found']:>8.2f}")
        else:
            print(f"no scorer at {args.eval}: skipped the quality table")

    if os.path.exists(score_py) and os.path.isdir(args.corpus):
        heldout(score_py, args.corpus, cmd)

    if os.path.isdir(args.corpus):
        from graph.extract import Extractor
        from loaders import ProblemLog, load_inputs
        records = []
        for record in load_inputs([args.corpus], ProblemLog()):
            records.append(record)
            if len(records) >= args.throughput_papers:
                break
        extractor = Extractor()
        t0 = time.perf_counter()
        for r in records:
            extractor.extract(r.abstract, r.title)
        dt = time.perf_counter() - t0
        print(f"throughput: {len(records) / dt:,.0f} abstracts/s on one core ({len(records)} paperlists records, "
              f"{dt / len(records) * 1000:.2f} ms each)")
    return 0


HELDOUT = os.path.join(ROOT, "benchmarks", "heldout")
HELDOUT_GROUPS = {
    "seen-1": (["seeds/003_4fcc9af971227125.txt"], ["paperlists_a.json"]),
    "seen-2": (["seeds/004_67583c3df93e6358.txt"], ["paperlists_b.json"]),
    "seen-3": ([], ["paperlists_c.json", "paperlists_d.json"]),
    "seen-4": ([], ["paperlists_e.json", "paperlists_f.json"]),
    "seen-5": ([], ["paperlists_g.json", "paperlists_h.json"]),
    "seen-6": ([], ["paperlists_i.json", "paperlists_j.json"]),
    "seen-7": ([], ["paperlists_m.json", "paperlists_n.json"]),
    "seen-8": ([], ["paperlists_k.json", "paperlists_l.json"]),
    "seen-9": ([], ["paperlists_q.json", "paperlists_r.json"]),
    "seen-10": ([], ["paperlists_o.json", "paperlists_p.json"]),
    "seen-11": ([], ["paperlists_u.json", "paperlists_v.json"]),
    "seen-12": ([], ["paperlists_w.json", "paperlists_x.json"]),
    "seen-13": ([], ["paperlists_s.json", "paperlists_t.json"]),
    "seen-14": ([], ["paperlists_y.json", "paperlists_z.json"]),
    "seen-15": ([], ["paperlists_ae.json", "paperlists_af.json"]),
    "seen-16": ([], ["paperlists_ag.json", "paperlists_ah.json"]),
    "seen-17": ([], ["paperlists_am.json", "paperlists_an.json"]),
    "seen-18": ([], ["paperlists_ao.json", "paperlists_ap.json"]),
    "seen-19": ([], ["paperlists_as.json", "paperlists_at.json"]),
    "seen-20": ([], ["paperlists_au.json", "paperlists_av.json"]),
    "seen-21": ([], ["paperlists_ay.json", "paperlists_az.json"]),
    "seen-22": ([], ["paperlists_ba.json", "paperlists_bb.json"]),
    "seen-23": ([], ["paperlists_bc.json", "paperlists_bd.json"]),
    "seen-24": ([], ["paperlists_aw.json", "paperlists_ax.json"]),
    "seen-25": ([], ["paperlists_be.json", "paperlists_bf.json"]),
    "seen-26": ([], ["paperlists_bi.json", "paperlists_bj.json"]),
    "seen-27": ([], ["paperlists_bm.json", "paperlists_bn.json"]),
    "seen-28": ([], ["paperlists_bo.json", "paperlists_bp.json"]),
    "seen-29": ([], ["paperlists_bs.json", "paperlists_bt.json"]),
    "seen-30": ([], ["paperlists_bw.json", "paperlists_bx.json"]),
    "seen-31": ([], ["paperlists_ca.json", "paperlists_cb.json"]),
    "seen-32": ([], ["paperlists_ce.json", "paperlists_cf.json"]),
    "seen-33": ([], ["paperlists_cg.json", "paperlists_ch.json"]),
    "seen-34": ([], ["paperlists_ck.json", "paperlists_cl.json"]),
    "seen-35": ([], ["paperlists_co.json", "paperlists_cp.json"]),
    "seen-36": ([], ["paperlists_cs.json", "paperlists_ct.json"]),
    "seen-37": ([], ["paperlists_cw.json", "paperlists_cx.json"]),
    "seen-38": ([], ["paperlists_da.json", "paperlists_db.json"]),
    "seen-39": ([], ["paperlists_de.json", "paperlists_df.json"]),
    "seen-40": ([], ["paperlists_di.json", "paperlists_dj.json"]),
    "seen-41": ([], ["paperlists_dm.json", "paperlists_dn.json"]),
    "seen-42": ([], ["paperlists_dq.json", "paperlists_dr.json"]),
    "seen-43": ([], ["paperlists_du.json", "paperlists_dv.json"]),
    "seen-44": ([], ["paperlists_dy.json", "paperlists_dz.json"]),
    "seen-45": ([], ["paperlists_ec.json", "paperlists_ed.json"]),
    "seen-46": ([], ["paperlists_eg.json", "paperlists_eh.json"]),
    "seen-47": ([], ["paperlists_ek.json", "paperlists_el.json"]),
    "seen-48": ([], ["paperlists_eo.json", "paperlists_ep.json"]),
    "seen-49": ([], ["paperlists_es.json", "paperlists_et.json"]),
    "seen-50": ([], ["paperlists_ew.json", "paperlists_ex.json"]),
    "seen-51": ([], ["paperlists_fa.json", "paperlists_fb.json"]),
    "seen-52": ([], ["paperlists_fe.json", "paperlists_ff.json"]),
    "seen-53": ([], ["paperlists_fi.json", "paperlists_fj.json"]),
    "seen-54": ([], ["paperlists_fm.json", "paperlists_fn.json"]),
    "seen-55": ([], ["paperlists_fq.json", "paperlists_fr.json"]),
    "seen-56": ([], ["paperlists_fu.json", "paperlists_fv.json"]),
    "seen-57": ([], ["paperlists_fy.json", "paperlists_fz.json"]),
    "seen-58": ([], ["paperlists_gc.json", "paperlists_gd.json"]),
    "seen-59": ([], ["paperlists_gg.json", "paperlists_gh.json"]),
    "seen-60": ([], ["paperlists_gk.json", "paperlists_gl.json"]),
    "seen-61": ([], ["paperlists_go.json", "paperlists_gp.json"]),
    "seen-62": ([], ["paperlists_gs.json", "paperlists_gt.json"]),
    "seen-63": ([], ["paperlists_gw.json", "paperlists_gx.json"]),
    "seen-64": ([], ["paperlists_ha.json", "paperlists_hb.json"]),
    "seen-65": ([], ["paperlists_he.json", "paperlists_hf.json"]),
    "seen-66": ([], ["paperlists_hi.json", "paperlists_hj.json"]),
    "seen-67": ([], ["paperlists_hm.json", "paperlists_hn.json"]),
    "seen-68": ([], ["paperlists_hq.json", "paperlists_hr.json"]),
    "seen-69": ([], ["paperlists_ic.json", "paperlists_id.json"]),
    "seen-70": ([], ["paperlists_ig.json", "paperlists_ih.json"]),
    "seen-71": ([], ["paperlists_ik.json", "paperlists_il.json"]),
    "seen-72": ([], ["paperlists_io.json", "paperlists_ip.json"]),
    "seen-73": ([], ["paperlists_is.json", "paperlists_it.json"]),
    "seen-74": ([], ["paperlists_iw.json", "paperlists_ix.json"]),
    "seen-75": ([], ["paperlists_ja.json", "paperlists_jb.json"]),
    "seen-76": ([], ["paperlists_je.json", "paperlists_jf.json"]),
    "seen-77": ([], ["paperlists_ji.json", "paperlists_jj.json"]),
    "seen-78": ([], ["paperlists_jm.json", "paperlists_jn.json"]),
    "seen-79": ([], ["paperlists_jq.json", "paperlists_jr.json"]),
    "seen-80": ([], ["paperlists_ju.json", "paperlists_jv.json"]),
    "seen-81": ([], ["paperlists_jy.json", "paperlists_jz.json"]),
    "seen-82": ([], ["paperlists_kc.json", "paperlists_kd.json"]),
    "seen-83": ([], ["paperlists_kg.json", "paperlists_kh.json"]),
    "seen-84": ([], ["paperlists_kk.json", "paperlists_kl.json"]),
    "seen-85": ([], ["paperlists_ko.json", "paperlists_kp.json"]),
    "seen-86": ([], ["paperlists_ks.json", "paperlists_kt.json"]),
    "seen-87": ([], ["paperlists_kw.json", "paperlists_kx.json"]),
    "seen-88": ([], ["paperlists_la.json", "paperlists_lb.json"]),
    "seen-89": ([], ["paperlists_lm.json", "paperlists_ln.json"]),
    "seen-90": ([], ["paperlists_lq.json", "paperlists_lr.json"]),
    "seen-91": ([], ["paperlists_lu.json", "paperlists_lv.json"]),
    "seen-92": ([], ["paperlists_ly.json", "paperlists_lz.json"]),
    "seen-93": ([], ["paperlists_mc.json", "paperlists_md.json"]),
    "seen-94": ([], ["paperlists_mg.json", "paperlists_mh.json"]),
    "seen-95": ([], ["paperlists_mk.json", "paperlists_ml.json"]),
    "seen-96": ([], ["paperlists_mo.json", "paperlists_mp.json"]),
    "unseen-1": ([], ["paperlists_aa.json", "paperlists_ab.json"]),
    "unseen-2": ([], ["paperlists_ac.json", "paperlists_ad.json"]),
    "unseen-3": ([], ["paperlists_ai.json", "paperlists_aj.json"]),
    "unseen-4": ([], ["paperlists_ak.json", "paperlists_al.json"]),
    "unseen-5": ([], ["paperlists_aq.json", "paperlists_ar.json"]),
    "unseen-9": ([], ["paperlists_bg.json", "paperlists_bh.json"]),
    "unseen-11": ([], ["paperlists_bk.json", "paperlists_bl.json"]),
    "unseen-14": ([], ["paperlists_bq.json", "paperlists_br.json"]),
    "unseen-16": ([], ["paperlists_bu.json", "paperlists_bv.json"]),
    "unseen-18": ([], ["paperlists_by.json", "paperlists_bz.json"]),
    "unseen-20": ([], ["paperlists_cc.json", "paperlists_cd.json"]),
    "unseen-23": ([], ["paperlists_ci.json", "paperlists_cj.json"]),
    "unseen-25": ([], ["paperlists_cm.json", "paperlists_cn.json"]),
    "unseen-27": ([], ["paperlists_cq.json", "paperlists_cr.json"]),
    "unseen-29": ([], ["paperlists_cu.json", "paperlists_cv.json"]),
    "unseen-31": ([], ["paperlists_cy.json", "paperlists_cz.json"]),
    "unseen-33": ([], ["paperlists_dc.json", "paperlists_dd.json"]),
    "unseen-35": ([], ["paperlists_dg.json", "paperlists_dh.json"]),
    "unseen-37": ([], ["paperlists_dk.json", "paperlists_dl.json"]),
    "unseen-39": ([], ["paperlists_do.json", "paperlists_dp.json"]),
    "unseen-41": ([], ["paperlists_ds.json", "paperlists_dt.json"]),
    "unseen-43": ([], ["paperlists_dw.json", "paperlists_dx.json"]),
    "unseen-45": ([], ["paperlists_ea.json", "paperlists_eb.json"]),
    "unseen-47": ([], ["paperlists_ee.json", "paperlists_ef.json"]),
    "unseen-49": ([], ["paperlists_ei.json", "paperlists_ej.json"]),
    "unseen-51": ([], ["paperlists_em.json", "paperlists_en.json"]),
    "unseen-53": ([], ["paperlists_eq.json", "paperlists_er.json"]),
    "unseen-55": ([], ["paperlists_eu.json", "paperlists_ev.json"]),
    "unseen-57": ([], ["paperlists_ey.json", "paperlists_ez.json"]),
    "unseen-59": ([], ["paperlists_fc.json", "paperlists_fd.json"]),
    "unseen-61": ([], ["paperlists_fg.json", "paperlists_fh.json"]),
    "unseen-63": ([], ["paperlists_fk.json", "paperlists_fl.json"]),
    "unseen-65": ([], ["paperlists_fo.json", "paperlists_fp.json"]),
    "unseen-67": ([], ["paperlists_fs.json", "paperlists_ft.json"]),
    "unseen-69": ([], ["paperlists_fw.json", "paperlists_fx.json"]),
    "unseen-71": ([], ["paperlists_ga.json", "paperlists_gb.json"]),
    "unseen-73": ([], ["paperlists_ge.json", "paperlists_gf.json"]),
    "unseen-75": ([], ["paperlists_gi.json", "paperlists_gj.json"]),
    "unseen-77": ([], ["paperlists_gm.json", "paperlists_gn.json"]),
    "unseen-79": ([], ["paperlists_gq.json", "paperlists_gr.json"]),
    "unseen-81": ([], ["paperlists_gu.json", "paperlists_gv.json"]),
    "unseen-83": ([], ["paperlists_gy.json", "paperlists_gz.json"]),
    "unseen-85": ([], ["paperlists_hc.json", "paperlists_hd.json"]),
    "unseen-87": ([], ["paperlists_hg.json", "paperlists_hh.json"]),
    "unseen-89": ([], ["paperlists_hk.json", "paperlists_hl.json"]),
    "unseen-91": ([], ["paperlists_ho.json", "paperlists_hp.json"]),
    "unseen-93": ([], ["paperlists_hs.json", "paperlists_ht.json"]),
    "unseen-94": ([], ["paperlists_hu.json", "paperlists_hv.json"]),
    "unseen-95": ([], ["paperlists_hw.json", "paperlists_hx.json"]),
    "unseen-96": ([], ["paperlists_hy.json", "paperlists_hz.json"]),
    "unseen-97": ([], ["paperlists_ia.json", "paperlists_ib.json"]),
    "unseen-99": ([], ["paperlists_ie.json", "paperlists_if.json"]),
    "unseen-101": ([], ["paperlists_ii.json", "paperlists_ij.json"]),
    "unseen-103": ([], ["paperlists_im.json", "paperlists_in.json"]),
    "unseen-105": ([], ["paperlists_iq.json", "paperlists_ir.json"]),
    "unseen-107": ([], ["paperlists_iu.json", "paperlists_iv.json"]),
    "unseen-109": ([], ["paperlists_iy.json", "paperlists_iz.json"]),
    "unseen-111": ([], ["paperlists_jc.json", "paperlists_jd.json"]),
    "unseen-113": ([], ["paperlists_jg.json", "paperlists_jh.json"]),
    "unseen-115": ([], ["paperlists_jk.json", "paperlists_jl.json"]),
    "unseen-117": ([], ["paperlists_jo.json", "paperlists_jp.json"]),
    "unseen-119": ([], ["paperlists_js.json", "paperlists_jt.json"]),
    "unseen-121": ([], ["paperlists_jw.json", "paperlists_jx.json"]),
    "unseen-123": ([], ["paperlists_ka.json", "paperlists_kb.json"]),
    "unseen-125": ([], ["paperlists_ke.json", "paperlists_kf.json"]),
    "unseen-127": ([], ["paperlists_ki.json", "paperlists_kj.json"]),
    "unseen-129": ([], ["paperlists_km.json", "paperlists_kn.json"]),
    "unseen-131": ([], ["paperlists_kq.json", "paperlists_kr.json"]),
    "unseen-133": ([], ["paperlists_ku.json", "paperlists_kv.json"]),
    "unseen-135": ([], ["paperlists_ky.json", "paperlists_kz.json"]),
    "unseen-137": ([], ["paperlists_lc.json", "paperlists_ld.json"]),
    "unseen-138": ([], ["paperlists_le.json", "paperlists_lf.json"]),
    "unseen-139": ([], ["paperlists_lg.json", "paperlists_lh.json"]),
    "unseen-140": ([], ["paperlists_li.json", "paperlists_lj.json"]),
    "unseen-141": ([], ["paperlists_lk.json", "paperlists_ll.json"]),
    "unseen-143": ([], ["paperlists_lo.json", "paperlists_lp.json"]),
    "unseen-145": ([], ["paperlists_ls.json", "paperlists_lt.json"]),
    "unseen-147": ([], ["paperlists_lw.json", "paperlists_lx.json"]),
    "unseen-149": ([], ["paperlists_ma.json", "paperlists_mb.json"]),
    "unseen-151": ([], ["paperlists_me.json", "paperlists_mf.json"]),
    "unseen-153": ([], ["paperlists_mi.json", "paperlists_mj.json"]),
    "unseen-155": ([], ["paperlists_mm.json", "paperlists_mn.json"]),
    "unseen-157": ([], ["paperlists_mq.json", "paperlists_mr.json"]),
}


def heldout_inputs(corpus: str, out_dir: str) -> dict[str, str]:
    """Writes the held-out paperlists sets (benchmarks/heldout/paperlists_selection.json) as JSON
    files in out_dir, from the corpus; returns their paths by name."""
    with open(os.path.join(HELDOUT, "paperlists_selection.json"), encoding="utf-8") as fh:
        selection = json.load(fh)
    cache: dict[str, dict[str, dict]] = {}
    paths = {}
    for name, rows in selection.items():
        papers = []
        for row in rows:
            if row["paperlists"] not in cache:
                with open(os.path.join(corpus, row["paperlists"]), encoding="utf-8") as fh:
                    cache[row["paperlists"]] = {r.get("title"): r for r in json.load(fh)}
            record = cache[row["paperlists"]][row["title"]]
            papers.append({"abstract": record["abstract"]} if row.get("untitled")
                          else {"title": record["title"], "abstract": record["abstract"]})
        paths[name] = os.path.join(out_dir, name)
        with open(paths[name], "w", encoding="utf-8") as fh:
            json.dump(papers, fh)
    return paths


def heldout(score_py: str, corpus: str, cmd: list[str]) -> None:
    gold = [json.loads(line) for name in ("gold-seeds.jsonl", "gold-paperlists.jsonl")
            for line in open(os.path.join(HELDOUT, name), encoding="utf-8") if line.strip()]
    print(f"\nheld-out annotations ({len(gold)} papers, benchmarks/heldout/): F1 (precision / recall)")
    print(f"{'group':<10}{'papers':>7}  {'methods':<20}{'benchmarks':<20}{'concepts':<20}{'main contribution':>17}")
    with tempfile.TemporaryDirectory() as tmp:
        paths = heldout_inputs(corpus, tmp)
        for group, (seed_files, sets) in HELDOUT_GROUPS.items():
            inputs = [os.path.join(ROOT, f) for f in seed_files] + [paths[s] for s in sets]
            names = {os.path.basename(f) for f in inputs}
            out = os.path.join(tmp, group)
            subprocess.run(cmd + ["build", *inputs, "--out", out, "--no-neo4j"], check=True, capture_output=True)
            gold_path = os.path.join(tmp, group + ".jsonl")
            with open(gold_path, "w", encoding="utf-8") as fh:
                fh.writelines(json.dumps(g) + "\n" for g in gold if g["file"] in names)
            proc = subprocess.run([sys.executable, score_py, os.path.join(out, "graph.json"), gold_path, "--json"],
                                  check=True, capture_output=True, text=True)
            r = json.loads(proc.stdout)
            cells = [f"{r[k]['f1']:.3f} ({r[k]['precision']:.2f}/{r[k]['recall']:.2f})" for k in ("methods", "benchmarks", "concepts")]
            print(f"{group:<10}{r['papers']:>7}  {cells[0]:<20}{cells[1]:<20}{cells[2]:<20}{r['primary_found']:>17.3f}")


if __name__ == "__main__":
    sys.exit(main())
