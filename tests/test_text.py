from graph.text import TOKEN, clean_abstract, find_acronym_definitions, name_key, phrase_key, split_sentences, tokenize


def defs(sentence):
    return [(d.short, d.long) for d in find_acronym_definitions(sentence)]


def test_acronym_after_long_form():
    assert defs("We propose Sparse Gated Routing (SGR), a method for experts.") == [("SGR", "Sparse Gated Routing")]


def test_acronym_with_inner_capitals_and_plural():
    assert defs("This yields a ReWeighted Policy Update (REPU) rule.") == [("REPU", "ReWeighted Policy Update")]
    assert defs("Vision Language Models (VLMs) are popular.") == [("VLMs", "Vision Language Models")]


def test_acronym_with_hyphens_digits_and_connectors():
    assert defs("a Mixture-of-Experts (MoE) layer") == [("MoE", "Mixture-of-Experts")]
    assert defs("we use Text-to-Image (T2I) models") == [("T2I", "Text-to-Image")]
    assert defs("called Learning to Rank for Retrieval (LTRR) here") == [("LTRR", "Learning to Rank for Retrieval")]


def test_a_digit_in_an_acronym_can_count_the_initial_before_it():
    assert defs("We build on Asynchronous Advantage Actor-Critic (A3C) agents.") == [("A3C", "Asynchronous Advantage Actor-Critic")]
    assert defs("a Semi-Supervised Support Vector Machines (S3VMs) approach") == [
        ("S3VMs", "Semi-Supervised Support Vector Machines")]
    assert defs("we use Text-to-Image (T2I) models") == [("T2I", "Text-to-Image")]  # a 2 that reads 'to' comes first
    # only a capital is counted: 'Con2R' is no 'Con-n-R' of 'Constrained Regularization'
    assert defs("a Contrastive Constrained Regularization (Con2R) term") == []


def test_short_form_first_and_dashes():
    assert defs("We propose GRIP (Gradient Routing In Parallel), a scheme.") == [("GRIP", "Gradient Routing In Parallel")]
    assert defs("we present TOKA—Token Aware Attention—a module") == [("TOKA", "Token Aware Attention")]


def test_short_form_then_colon():
    assert defs("We propose GRIPS: Gradient Routing In Parallel Search, a scheme.") == [("GRIPS", "Gradient Routing In Parallel Search")]
    # the long form ends on a capitalised word; words after it are not part of it
    assert defs("We present BOLT: Bayesian Online Latent Tracking for noisy sensors.") == [("BOLT", "Bayesian Online Latent Tracking")]
    assert defs("Results: our model is fast.") == [] and defs("Setting: Online Learning with Experts.") == []


def test_parentheses_that_are_not_definitions():
    assert defs("results improve (see Section 3) on average") == []
    assert defs("accuracy rises (from 61% to 70%) overall") == []


def test_latex_becomes_unicode_and_is_remembered():
    cleaned = clean_abstract(r"We evaluate on $\tau^2$-Bench with a $3\times$ speedup.")
    assert "τ²-Bench" in cleaned.text and "3×" in cleaned.text
    assert cleaned.latex["τ²"] == r"$\tau^2$"


def test_latex_commands_that_lost_their_braces_are_dropped():
    cleaned = clean_abstract(r"\emphGaussian process regression with a \textbftensor product kernel")
    assert cleaned.text == "Gaussian process regression with a tensor product kernel"


def test_latex_commands_that_lost_their_backslash_are_dropped():
    cleaned = clean_abstract("a module called emph{Asymptotic Localization Fitting} (ALF) and textbf{two} heads")
    assert cleaned.text == "a module called Asymptotic Localization Fitting (ALF) and two heads"
    # a JSON export that read the '\t' of '\textit' as a tab: the loader made it a space
    cleaned = clean_abstract("a new metric, extit{RIoU}, evaluated on extit{tiered}ImageNet and extbf{CelebA-Spoof}")
    assert cleaned.text == "a new metric, RIoU, evaluated on tieredImageNet and CelebA-Spoof"


def test_a_sentence_glued_to_a_name_is_split_but_a_dot_inside_a_name_is_kept():
    cleaned = clean_abstract("a novel prototyping mechanism.Fed-MP exploits the classes. We ran AdaBoost.MH on Last.FM data.")
    assert split_sentences(cleaned.text) == ["a novel prototyping mechanism.", "Fed-MP exploits the classes.",
                                             "We ran AdaBoost.MH on Last.FM data."]
    cleaned = clean_abstract("scans of retinal tissue.Therefore, we propose a framework with Last.FM, Node.Js, too.")
    assert split_sentences(cleaned.text) == ["scans of retinal tissue.", "Therefore, we propose a framework with Last.FM, Node.Js, too."]


def test_a_sentence_glued_after_a_name_in_capitals_is_split():
    cleaned = clean_abstract("it helps on TruthfulQA but hurts on HotpotQA.We then study why. Runs on GPT-4.In this study we vote.")
    assert split_sentences(cleaned.text) == ["it helps on TruthfulQA but hurts on HotpotQA.", "We then study why.",
                                             "Runs on GPT-4.", "In this study we vote."]


def test_a_long_form_quoted_inside_its_parentheses_loses_the_quotes():
    cleaned = clean_abstract('We introduce SOLO ("Simple Object Labeling Oracle"), a dataset, and a “soft” (“warm”) prior.')
    assert cleaned.text == "We introduce SOLO (Simple Object Labeling Oracle), a dataset, and a “soft” (warm) prior."
    assert find_acronym_definitions(cleaned.text)[0].long == "Simple Object Labeling Oracle"


def test_html_quote_entities_that_lost_their_ampersand_become_quotes():
    cleaned = clean_abstract("a quadruped robot, the ldquoLittleDog,rdquo says ldquoI don't know this personrdquo; "
                             "the lsquospinersquo and &ldquo;full&rdquo; forms, not worldquota")
    assert cleaned.text == ("a quadruped robot, the “LittleDog,” says “I don't know this person”; the ‘spine’ and “full” "
                            "forms, not worldquota")


def test_a_word_broken_at_a_line_end_is_joined_the_way_the_field_writes_it():
    raw = ("ordered cate- gorical noise from co- training, in small- and medium-scale Match- ing of En- glish, not "
           "hidden- tate ones")
    counts = {"categorical": 200, "co-training": 75, "cotraining": 3, "matching": 900, "english": 731}.get
    assert clean_abstract(raw, lambda w: counts(w.lower(), 0)).text == (
        "ordered categorical noise from co-training, in small- and medium-scale Matching of English, not hidden-tate ones")
    # without word counts, the hyphen stays: no way to tell 'cate-gorical' from 'class-conditional'
    assert clean_abstract(raw).text == (
        "ordered cate-gorical noise from co-training, in small- and medium-scale Match-ing of En-glish, not "
        "hidden-tate ones")


def test_a_pdf_soft_hyphen_joins_a_broken_word_or_stands_for_a_hyphen():
    # old proceedings exports write the soft hyphen of a line break as '(cid:173)'
    raw = ("Hidden Markov Mod(cid:173) els  (HMMs) incor(cid:173) porating two(cid:173) dimensional inputs "
           "with a Kullback(cid:173) Leibler loss and a Long Short(cid:173) Term Memory, for non(cid:173) Gaussian probabilis(cid:173)")
    counts = {"models": 900, "incorporating": 300, "two-dimensional": 400, "twodimensional": 1}.get
    assert clean_abstract(raw, lambda w: counts(w.lower(), 0)).text == (
        "Hidden Markov Models (HMMs) incorporating two-dimensional inputs with a Kullback-Leibler loss and a Long "
        "Short-Term Memory, for non-Gaussian probabilis")


def test_urls_are_pulled_out():
    cleaned = clean_abstract(r"Code: \url{https://github.com/acme/tool}. See https://example.org/x.")
    assert cleaned.urls == ["https://github.com/acme/tool", "https://example.org/x"]
    assert "github" not in cleaned.text


def test_sentences_respect_abbreviations():
    text = "We use e.g. large batches. Results hold, i.e. always. Next one!"
    assert split_sentences(text) == ["We use e.g. large batches.", "Results hold, i.e. always.", "Next one!"]


def test_words_ending_like_an_abbreviation_still_end_sentences():
    # 'problems.' ends in 'ms.', 'first.' in 'st.': only the abbreviation as a word joins sentences
    text = "We address FSL problems. While VPE learns, we go first. Then see Fig. 2 and Prof. Lee."
    assert split_sentences(text) == ["We address FSL problems.", "While VPE learns, we go first.",
                                     "Then see Fig. 2 and Prof. Lee."]


def test_tokens_keep_names_whole():
    toks = [t for t, _, _ in tokenize("FLUX.1-dev, GPT-4o and Qwen3-14B beat C++ on CIFAR-10.")]
    assert toks[:6] == ["FLUX.1-dev", ",", "GPT-4o", "and", "Qwen3-14B", "beat"]
    assert "CIFAR-10" in toks and "C++" in toks


def test_token_offsets_are_those_of_the_regular_expression():
    for sentence in ["FLUX.1-dev, GPT-4o  and\tQwen3-14B beat C++ on CIFAR-10.", "a a a (a) a-a a",
                     "τ²-Bench ×2 x^2 e.g. 3.5% — ok…", "", "   ", "x"]:
        expected = [(m.group(0), m.start(), m.end()) for m in TOKEN.finditer(sentence)]
        assert tokenize(sentence) == expected
        assert all(sentence[a:b] == t for t, a, b in tokenize(sentence))


def test_name_key_folds_spelling_but_not_versions():
    assert name_key("CIFAR10") == name_key("CIFAR-10") == name_key("cifar 10")
    assert name_key(r"$\tau^2$-Bench") == name_key("τ²-Bench") == name_key("tau^2-Bench")
    assert name_key("GPT-4o") != name_key("GPT-5")
    assert name_key("CIFAR-10") != name_key("CIFAR-100")
    # a trailing plus is a version of its own; an inner one is spelling
    assert len({name_key("HumanEval"), name_key("HumanEval+"), name_key("VIRDO++")}) == 3
    assert name_key("NTU RGB+D") == name_key("NTU RGBD")


def test_phrase_key_singularises():
    assert phrase_key("Large Language Models") == phrase_key("large language model")
    assert phrase_key("policies") == phrase_key("policy")


def test_singular_of_short_acronym_plurals():
    from graph.text import singular
    assert [singular(w) for w in ("AUs", "GPUs", "LLMs", "A100s")] == ["AU", "GPU", "LLM", "A100"]
    assert [singular(w) for w in ("bus", "IS", "US", "Ms", "RKHS", "GPS")] == ["bus", "IS", "US", "Ms", "RKHS", "GPS"]


def test_a_url_broken_at_a_line_end_is_removed_whole():
    from graph.text import clean_abstract
    for raw in ("Videos: https://sites.google.com/view/\nrope-knots-24. We also release code.",
                "Videos: https://sites.google.com/view/ rope-knots-24. We also release code."):
        cleaned = clean_abstract(raw)
        assert "rope-knots-24" not in cleaned.text
        assert cleaned.urls == ["https://sites.google.com/view/rope-knots-24"]
    assert clean_abstract("Code: https://github.com/ for details.").text == "Code: for details."


def test_latex_commands_outside_math_and_function_names_inside_it():
    text = clean_abstract(r"We need m \ge \frac1K(\pi)\log\frac1δ samples \citep[see][]{smith2020fast}, where "
                          r"$\text{Gap}(P, Q)$ is defined below; our \textsf{FastBand} and \underline{Q}uick "
                          r"\underline{S}olver use Real-World \Denoising too.").text
    assert "frac" not in text and "log" not in text and "smith2020fast" not in text and "cite" not in text
    assert "π" in text and "gap(P, Q)" in text
    assert "FastBand" in text and "Quick Solver" in text and "Real-World Denoising" in text


def test_exports_with_every_comma_turned_into_a_semicolon():
    text = clean_abstract("Robots weed fields; orchards; and vineyards. Our robot; FieldBot; drives 3 km; "
                          "outperforming a LiDAR system.").text
    assert text.startswith("Robots weed fields, orchards, and vineyards. Our robot, FieldBot, drives")
    assert clean_abstract("We prove A; then B; then C, and D; E.").text == "We prove A; then B; then C, and D; E."


def test_latex_accents():
    text = clean_abstract(r"the Cram\'er-Rao bound of Erd\H{o}s, G\"odel and Nystr\"{o}m, with {\'e}t\'e in Fran\c{c}ais").text
    assert text == "the Cramér-Rao bound of Erdős, Gödel and Nyström, with été in Français"


def test_a_based_definition_defines_the_short_form_without_based():
    from graph.text import find_acronym_definitions
    d = find_acronym_definitions("It employs a proximal-policy-gradient-based (PPO-based) algorithm to train each policy.")
    assert [(x.short, x.long) for x in d] == [("PPO", "proximal-policy-gradient")]


def test_acronyms_that_count_initials_after_a_version_digit_former_suffixes_and_marked_capitals():
    # a final digit that counts initials, not a version: 'Latent Space Safe Sets (LS3)'
    assert defs("We present Latent Goal Safe Sets (LGS3) for control.") == [("LGS3", "Latent Goal Safe Sets")]
    assert defs("we use Dynamic Belief Mixture Model (DBM2) here") == [("DBM2", "Dynamic Belief Mixture Model")]
    # '-Former' stands for the Transformer at the end of the long form
    assert defs("This paper presents a Cascade Pyramid Transformer (CasPFormer) for tracking.") == [
        ("CasPFormer", "Cascade Pyramid Transformer")]
    # capitals the long form marks inside its words spell the acronym
    assert defs("we propose Selective Graph edGe voTing (SGGT) for pruning") == [("SGGT", "Selective Graph edGe voTing")]
    assert defs("a Feature sWapping GAN (FW-GAN) is trained") == [("FW-GAN", "Feature sWapping GAN")]
    # ... but not a first word glued to the word before it, nor lower-case words before the long form
    assert defs("we further introduceStyle Transfer Block (STB) to harmonise") == []
    # a superscript counts like a digit, and 'the first' may precede an appositive long form
    assert defs("we propose E²-RAG, the first Editable Efficient-RAG method") == [("E²-RAG", "Editable Efficient-RAG")]


def test_bold_markdown_inside_words_and_an_emphasis_command_whose_escape_was_read():
    text = clean_abstract("we propose **Iter**ative **Q**uery **R**ewriting (**IterQR**), which is **not** slow; "
                          "a mph{Flow Encoder} (FE) module").text
    assert text == "we propose Iterative Query Rewriting (IterQR), which is not slow; a Flow Encoder (FE) module"


def test_a_short_form_that_keeps_the_first_word_and_abbreviates_the_rest():
    assert defs("we propose a new Perceptual Generative Adversarial Network (Perceptual GAN) model") == [
        ("Perceptual GAN", "Perceptual Generative Adversarial Network")]
    assert defs("We present Stereo Direct Sparse Odometry (Stereo DSO), a method for") == [
        ("Stereo DSO", "Stereo Direct Sparse Odometry")]
    assert defs("on Temporal KGs (Temporal KGQA) and on Deep Models (Shallow DM)") == []  # no abbreviation; another word


def test_a_fraction_or_root_written_as_a_bare_command_or_entity_name_is_restored():
    assert clean_abstract(r"for α∈(0,\frac12), a 2 frac12 year old baby, a factor of radic2").text == (
        "for α∈(0,1/2), a 2 1/2 year old baby, a factor of √2")
    assert clean_abstract("a fraction of radical fractures").text == "a fraction of radical fractures"


def test_latex_abbreviation_macros_print_their_words():
    text = clean_abstract(r"on three corpora, \ie, NewsA and NewsB, following Lee \etal and methods like \eg kernels \vs trees.").text
    assert text == "on three corpora, i.e., NewsA and NewsB, following Lee et al. and methods like e.g. kernels vs. trees."


def test_an_acronym_with_the_star_of_optimal_planners_is_defined():
    found = [(d.short, d.long) for d in find_acronym_definitions(
        "we propose Rapidly Exploring Learning Trees (RLT*), which learn the costs of Fast Marching Trees (FMT*)")]
    assert found == [("RLT", "Rapidly Exploring Learning Trees"), ("FMT", "Fast Marching Trees")]


def test_a_power_written_out_in_a_name_becomes_a_superscript_outside_math():
    text = clean_abstract("We propose S^2-MLP, the RC^2L loss and VLAD^3; it runs in O(BH^2) time, N^2 steps, rate T^2/3.").text
    assert "S²-MLP" in text and "RC²L" in text and "VLAD³" in text
    assert "O(BH^2)" in text and "N^2 steps" in text and "T^2/3" in text


def test_a_short_form_first_spelled_by_the_capitals_of_its_long_form():
    assert defs("We present KALE (Knowledge-Augmented vision-Language model for artwork Elaborations), a novel "
                "approach.") == [("KALE", "Knowledge-Augmented vision-Language model for artwork Elaborations")]
    assert defs("We present KALE (Knowledge of Art Elaborations), an approach.") == []  # the capitals spell KAE


def test_a_long_form_before_its_short_form_spelled_by_its_capitals():
    assert defs("We propose a Knowledge-Driven Disentangled Causal metric learning framework (KDDC) for "
                "recommendation.") == [("KDDC", "Knowledge-Driven Disentangled Causal metric learning framework")]


def test_a_tex_en_dash_joining_two_names_is_a_hyphen_and_other_tex_dashes_set_words_off():
    text = clean_abstract("We fit Pitman--Yor process mixtures with a Metropolis--Hastings sampler---it mixes fast.").text
    assert "Pitman-Yor process" in text and "Metropolis-Hastings sampler" in text
    assert "sampler — it" in text


def test_latex_link_commands_that_lost_their_backslash_are_read_as_links():
    cleaned = clean_abstract("HGD won first place. footnote{Code: url{https://github.com/lfz/Guided-Denoise}.} It is fast.")
    assert cleaned.urls == ["https://github.com/lfz/Guided-Denoise"]
    assert "footnote" not in cleaned.text and "url" not in cleaned.text


def test_a_short_form_then_its_long_form_set_off_by_commas_without_an_article():
    defs = find_acronym_definitions("We propose BOCK, Bayesian Optimization with Cylindrical Kernels, whose idea is simple.")
    assert [(d.short, d.long) for d in defs] == [("BOCK", "Bayesian Optimization with Cylindrical Kernels")]
    defs = find_acronym_definitions("We propose a framework, AGREE, Adaptation for GRounding EnhancEment, that tunes LLMs.")
    assert [(d.short, d.long) for d in defs] == [("AGREE", "Adaptation for GRounding EnhancEment")]
    # lists of names are no definitions
    assert not find_acronym_definitions("We train on COCO, Conceptual Captions, and Google Images.")
    assert not find_acronym_definitions("Results on the LineMOD, LineMOD Occlusion, and YCB Video datasets.")
