"""Extract stage: one abstract (and title, when there is one) -> named Methods, Benchmarks,
key Concepts and the paper's main contribution.

Rules over the text's own evidence (shape of names, acronym definitions, first-person
proposal sentences, appositives, list and preposition context), weighed against background
statistics mined from ~80,000 real abstracts (graph/lexicon.py). No model, no network.
"""
from __future__ import annotations

import gc
import math
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from functools import lru_cache, partial

from . import concepts as concepts_mod
from .lexicon import Lexicon, load_lexicon
from .terms import paper_text, term_hashes
from .text import (
    _rx, AcronymDefinition, CleanText, abbreviates, clean_abstract, family_key, find_acronym_definitions,
    marks_letters_in_lower_case, name_key, phrase_key, singular, split_sentences, tokenize,
)
from .words import (
    BENCHMARK_APPOSITIVE_HEADS, BENCHMARK_HEADS, CONDITION_HEADS, LY_NOUNS, MATH_OBJECT_NOUNS, METHOD_APPOSITIVE_HEADS, METHOD_HEADS,
    NON_ENTITY_NAME_KEYS, NON_ENTITY_PROPER, NOUNS_LOOKING_ADJECTIVAL, ORGANISATION_HEADS, SECTION_WORDS, STOPWORDS, VAGUE_NOUNS,
    VAGUE_STARTS, VERBS,
)

MAX_CONCEPTS = 8
MIN_CONCEPTS = 3
MIN_CONCEPT_PROBABILITY = 0.25  # relative to the best candidate of the paper (chosen by cross-validation on tools/data/concept_annotations.jsonl)
LENGTH_PRIOR = {1: 0.7, 2: 1.0, 3: 1.0}  # chosen on the annotations' 5-fold selection F1, which dev and every held-out group agreed with

# --- token classes ------------------------------------------------------------------------

_UNIT = re.compile(r"^(?:\d+(?:[.,]\d+)*(?:[kKmMbBtTxX×%]|[Dd]|st|nd|rd|th|s)?|[IVXLC]+|\d+-?(?:bit|shot|way|fold|layer|hop|step|dim)s?"
                   r"|(?:top|Top|rank|Rank|hits|Hits|recall|Recall|R|P|mAP|AP|NDCG|nDCG|F|pass|Pass)-?\d+(?:\.\d+)?)$")
_HAS_INNER_CAP = re.compile(r"^.+[A-Z]")
_METRIC_CUTOFF = re.compile(r"@(?:\d|[kKnN]\b)")  # 'Hits@10', 'Pass@k' (graph.text.TOKEN)
_METRIC_HEADS = {"distance", "iou", "accuracy", "score", "error", "rate", "precision", "recall"}
_LETTER_DIGIT = re.compile(r"^(?=.*[A-Za-z])(?=.*\d)[A-Za-z]")
_SPECIAL = re.compile(r"[τ²³α-ωΑ-Ω]")
# Latin letters with diacritics count: 'Nyström', 'Schrödinger', 'Fréchet', 'Erdős'
_CAPWORD = re.compile(r"^[A-ZÀ-ÖØ-Þ\u0100-\u017f][a-zß-öø-ÿ\u0100-\u017f]+(?:[\-'’][A-Za-zÀ-ÖØ-öø-ÿ\u0100-\u017f]+)*$")
_VERSION_SUFFIX = re.compile(r"^(?:[vV]\d+(?:\.\d+)*|\d+\.\d+(?:\.\d+)*|\d+(?:\.\d+)?[BMKT])$")
_NUMBER_SUFFIX = re.compile(r"^\d{2,4}$")
# metrics whose number is a score, never a version: 'BLEU 16.9', 'FID 42.17', 'AUC 0.93', 'PSNR 51 dB'
_SCORED_METRICS = {"BLEU", "ROUGE", "METEOR", "CIDEr", "SPICE", "chrF", "TER", "FID", "KID", "IS", "PSNR", "SSIM", "LPIPS",
                   "AUC", "AUROC", "AUPRC", "mAP", "AP", "F1", "EM", "NDCG", "MRR", "WER", "CER", "EER", "ADE", "FDE",
                   "HOTA", "MOTA", "IDF1", "mIoU", "IoU", "PESQ", "STOI", "SDR", "RMSE", "MAE", "MSE"}
# what follows a version number, unlike what a count counts ('Llama 2 on ...', 'Claude 3 models'; not 'ResNet 5 times')
_AFTER_VERSION = {"and", "or", "on", "in", "with", "to", "for", "as", "is", "was", "are", "were", "has", "via", "by",
                  "from", "at", "model", "models", "family", "series", "checkpoint", "checkpoints", "backbone", "variants"}
_YEAR = re.compile(r"^(?:19|20)\d\d$")
_EVENT_NOUNS = {"challenge", "competition", "contest", "cup", "championship", "olympiad", "open"}  # 'RoboCup German Open 2007'
_EVENT_EDITION = re.compile(r"\s(?:%s)\s(?:19|20)\d\d$" % "|".join(sorted(w.capitalize() for w in _EVENT_NOUNS)))
_GLUED_YEAR = re.compile(r"([A-Za-z]+)['’]?(?:19|20)?\d\d")
_SIZE = re.compile(r"^\(?\d+(?:\.\d+)?[BMKT]\)?$")
_SIZE_ENDS = ("B", "M", "K", "T", ")")  # the last characters a _SIZE can have: a cheap test before the pattern
_SUFFIXES = re.compile(
    r"-(?:based|like|style|aware|guided|driven|free|level|wise|specific|agnostic|invariant|only|scale|"
    r"augmented|conditioned|generated|trained|tuned|powered|enhanced|inspired|centric|oriented|induced|"
    r"related|dependent|independent|compatible|equivalent|type|class|family|series|sized|size|"
    r"style|format|pretrained|finetuned|distilled|derived|[a-z]{3,}ed|[a-z]{3,}ing)$")
_LIKENESS_SUFFIX = re.compile(r"-(?:like|type|style|inspired)\b")
_CONNECTORS = {"of", "for", "with", "via", "to", "in", "on", "the", "from", "and"}
_JOINING_CONNECTORS = {"of", "for", "with", "via", "to", "from", "in", "on"}
_POSSESSIVE = re.compile(r"['’]s$")
_LOWER_NAME_HEADS = {"sampling", "decoding", "search", "prompting", "training", "tuning", "attention", "loss",
                     "regularization", "normalization", "pruning", "quantization"}
_CLASS_NOUNS = set("""agents models systems backbones methods approaches embeddings features experiments policies
tasks settings architectures baselines variants frameworks pipelines networks encoders decoders caching training
inference pretraining fine-tuning predictions outputs representations layers modules tokens queries images
series scores""".split())
# a name always written before one of these is a robot, device or chip ('a Franka arm'), not a method
HARDWARE_NOUNS = set("""arm arms hand hands robot robots gripper grippers headset headsets quadruped quadrupeds
humanoid humanoids manipulator manipulators drone drones camera cameras sensor sensors gpu gpus chip chips
exoskeleton exoskeletons quadrotor quadrotors rover rovers actuator actuators device devices""".split())
# 'Sequential Forward Search methods': after a name of several words, these name the technique
_TECHNIQUE_CLASS_NOUNS = {"methods", "algorithms", "approaches", "frameworks", "techniques"}
# heads that name one technique, not a family: 'with the VCF algorithm' (an acronym before one names the technique,
# unless a family's: 'the RL algorithm'), 'Mondrian forests (MF), a recent online learning algorithm' (not 'a powerful
# model' or 'framework', which families claim to be, nor 'a counseling technique')
_ONE_TECHNIQUE_HEADS = {"algorithm", "method", "procedure", "scheme", "estimator", "sampler", "optimizer", "approximation",
                        "classifier"}
_MODEL_PART_HEADS = {"encoder", "encoders", "decoder", "decoders", "embeddings", "backbone", "tokenizer",  # 'CLIP text encoder'
                     "detector", "detectors", "tracker", "trackers", "model", "models"}  # 'the YOLO object detector'
_PROCESS_NOUNS = {"training", "pretraining", "pre-training", "fine-tuning", "finetuning"}  # 'GPT-2 pretraining'
_MODEL_NOUNS = {"model", "models", "agent", "agents", "backbone", "backbones", "checkpoint", "checkpoints",
                "variant", "variants", "baseline", "baselines", "network", "networks", "architecture", "architectures",
                "encoder", "encoders", "counterpart", "counterparts"}
_ACTIVATION_KEYS = {"relu", "relus", "gelu", "elu", "selu", "silu", "swish", "tanh", "sigmoid", "softplus", "leakyrelu",
                    "prelu"}  # 'linear and ReLU networks': what the units compute, not a model
# 'the ReLU and ELU activations', 'GELU nonlinearities': the activation itself, not a modifier of something else
_ACTIVATION_HEADS = {"activation", "activations", "nonlinearity", "nonlinearities", "function", "functions", "unit", "units"}
_TECHNIQUE_NOUNS = {"algorithm", "algorithms", "method", "methods", "optimizer", "optimizers", "estimator", "estimators",
                    "scheme", "schemes", "procedure", "procedures", "solver", "solvers", "controller", "controllers",
                    "policy", "policies", "update", "updates", "framework", "frameworks", "loss", "objective",
                    "approach", "approaches", "technique", "techniques"}
_MODEL_LIST_BEFORE = re.compile(
    r"\b(?:models?|LLMs?|VLMs?|MLLMs?|LMs?|baselines?|backbones?|architectures?|optimizers?)\s*\("
    r"(?:[^()]{0,80}?(?:,|\band\b|\bor\b)\s*)?$", re.I)
_COORDINATED_MODEL_HEAD = re.compile(
    r"^\s*(?:,\s*|and\s+|or\s+|&\s*)(?:[A-Z0-9][\w\-.]*(?:\s*,\s*|\s+and\s+|\s+or\s+)){0,3}[A-Z0-9][\w\-.]*\s+"
    r"(?:models?|LLMs?|backbones?|architectures?|encoders?)\b")
# names of families on their own ('Transformer', 'Monte Carlo'): concepts; 'Monte Carlo Dropout' is a method
GENERIC_ARCHITECTURE_KEYS = {"transformer", "transformers", "gpt", "gpts", "montecarlo"}
GENERIC_ACRONYM_KEYS = {"sota", "id", "ids", "ai", "ml", "nlp", "cv", "gpu", "cpu", "api", "url", "qa", "iid",
                        "map"}  # mAP: a metric the annotators never list


_ACRONYM_UNDERSCORE_NAME = re.compile(r"[A-Z]{2,}[A-Za-z0-9]*_[A-Za-z0-9]+")  # 'ECE_sweep', 'CHASE_DB1' (not 'W_Q', 'f_phi')
_MODEL_PATCH = re.compile(r"[A-Z][A-Za-z0-9]*-[A-Z][A-Za-z0-9]*/\d{1,3}")  # ViT-B/16, ViT-L/14: a model and its patch size
_MODEL_SIZES = re.compile(r"[A-Z][A-Za-z0-9.\-]*-\d+(?:\.\d+)?[BM]/\d+(?:\.\d+)?[BM]")  # Mistral-7B/24B: a model in two sizes


# techniques whose named variants are written 'word-ACRONYM' ('layering-MCMC', 'beta-VAE', 'exemplar-SVM', 'soft-NMS')
_VARIANT_ACRONYMS = set("""MCMC SMC GAN VAE CNN RNN LSTM GRU MLP CRF HMM SVM LDA PCA ICA CCA SGD NMS DTW SLAM EM
BERT GPT ViT NeRF DDPM ADMM MCTS RRT PID MPC LQR ISTA OMP NMF""".split())
_VARIANT_MODIFIERS = set("""kernel linear latent conditional structured sparse robust probabilistic transductive multiclass
multi-class one-class twin""".split())
# heads that only an eponym right before them makes a technique: 'Laplace mechanism', 'Dirichlet process', 'Dikin walk'
_EPONYM_ONLY_HEADS = {"mechanism", "mechanisms", "process", "walk"}
# heads that belong to a name of several words or parts: 'the Hodgkin Huxley model', 'a beta-Bernoulli process',
# 'the Markov Indian buffet process', 'a Collective Transition prior'
_NAMED_MODEL_HEADS = {"model", "models", "process", "processes", "prior", "priors", "matrix"}
# 'the Sinkhorn algorithm' beside 'Sinkhorn', 'Propose-and-Refine Network' beside 'Propose-and-Refine': one entity
_BARE_NAME_HEADS = _NAMED_MODEL_HEADS | {"network", "networks", "algorithm", "algorithms", "method", "methods"}
_LIE_GROUPS = {"SE", "SO", "SU", "GL", "SL", "PSL", "PGL", "Sp", "Sim"}
_NOT_EPONYM_MODELS = {"Markov", "Markovian", "Gaussian", "Poisson", "Bernoulli", "Wiener", "Brownian", "Lévy", "Hawkes",
                      "Bayesian", "Ornstein-Uhlenbeck", "Dirichlet"}  # 'Markov process', 'Gaussian process', 'Dirichlet
# process': frameworks, families (the read groups list a plain Dirichlet process as a method in none of 16 papers)
_ARCHITECTURE_FAMILIES = {"CNN", "RNN", "LSTM", "GRU", "MLP"}  # 'a linear CNN' is no named variant
_GREEK_LETTER_NAMES = set("""alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma
tau upsilon phi chi psi omega""".split())
_NOT_VARIANT_PREFIXES = set("""multi non semi sub super high low single cross inter intra human with and than per for
via based under the how meta deep offline online zero few one two three four five six seven eight nine ten large
small mini micro ultra quasi pseudo post pre near far over co anti self auto vanilla standard classic classical
traditional conventional original plain naive simple basic full adaptive stochastic gradient algorithm active""".split())


@lru_cache(maxsize=1 << 16)
def is_strong(tok: str) -> bool:
    """A token that is a name by its shape alone: inner capitals, letters with digits, Greek."""
    if _UNIT.match(tok) or len(tok) < 2:
        return False
    if "&" in tok and tok in NON_ENTITY_PROPER:
        return False  # 'Q&A', 'R&D': no part of a name ('VLM Q&A')
    if tok.endswith("++") and tok[0].isalpha() and _rx(r"[A-Za-z]{2}").search(tok, tok.rfind("/") + 1):
        return True  # 'Hutch++', 'Fashion++', 'k-means++': a named variant (not 'C++', 'C/C++')
    if "@" in tok:  # graph.text.TOKEN joins only these: 'Hits@10', 'Pass@k', 'RoboCup@Home'
        return "/" not in tok and (not tok.islower() or bool(_METRIC_CUTOFF.search(tok)))
    if tok[0].isdigit() and not _rx(r"^\d+(?:[A-Z]{2,}|[A-Z][A-Za-z]*-[A-Z]|[A-Z][a-z][A-Z]{2}|-[A-Z]{2,}-[A-Z]|-[RPUSCEH]{2,5}(?![A-Za-z]))").match(tok):
        # 20B-parameter, 3D, 4-bit; not 3D-GPT, 3DiFACE, 2-WL-GNN, nor a parallel mechanism by its joints: 3-RRR, 3-UPU
        # '7-Scenes', '20-Newsgroups': a number and a capitalised word; not '4-Bit', '3-Step', '1-Lipschitz'
        return bool(_rx(r"(?:[3-9]|\d{2,3})-[A-Z][a-z]{2,}[^s]s").fullmatch(tok)) and not _rx(  # not '1-Lipschitz', '2-Wasserstein'
            r"(?i)\d+-(?:bit|shot|way|fold|layer|hop|step|dim|stage|level|class|player|armed|d|dimensional|degree|year|week|"
            r"day|hour|month|minute|second|cycle|gram|dimension|point|time|finger|leg|wheel|joint|link|axe|axis|mode|"
            r"stage|order|node|agent|robot|arm|view|frame|camera|bit|digit|letter|word|char|token|state|action)s?").fullmatch(tok)
    if "_" in tok or "/" in tok:  # f_phi, k/eps: variables and formulas; not ViT-L/14, Mistral-7B/24B, ECE_sweep, CHASE_DB1
        return bool(_MODEL_PATCH.fullmatch(tok) or _MODEL_SIZES.fullmatch(tok) or _ACRONYM_UNDERSCORE_NAME.fullmatch(tok))
    if _rx(r"[A-Za-z]\d").fullmatch(tok):  # L2, C1, o1: only in lists of names
        return False
    if len(tok) == 2 and tok[-1] == "*":
        return False  # 'V*', 'W*', 'O*(n)': math; 'A*', 'D*' are names only as known ones (_name_runs)
    if _rx(r"[A-Z][a-z]+(?:-[A-Z][a-z]+)+").fullmatch(tok):  # Human-Object, Self-Correcting: capitalised words
        return False
    if _HAS_INNER_CAP.match(tok) and _rx(r"[A-Za-z]").search(tok):
        if _rx(r"[a-z]{3,}-[A-Z]{2,}s?").fullmatch(tok):  # pseudo-HR, non-IID: a prefix on an acronym
            prefix, acronym = tok.split("-", 1)  # but partition-MCMC, beta-VAE, soft-DTW: a named variant of a technique
            return (acronym.rstrip("s") in _VARIANT_ACRONYMS or prefix.lower() in _GREEK_LETTER_NAMES) \
                and prefix not in _NOT_VARIANT_PREFIXES  # and 'epsilon-BMC', 'lambda-RAG': a Greek letter names a variant
        return True
    if _LETTER_DIGIT.match(tok):
        return True
    return bool(_SPECIAL.search(tok)) and len(_rx(r"[A-Za-z]").findall(tok)) >= 3


@lru_cache(maxsize=1 << 16)
def is_capword(tok: str) -> bool:
    return bool(_CAPWORD.match(tok))


# --- data ---------------------------------------------------------------------------------

@dataclass(slots=True)
class Mention:
    text: str
    sentence: int
    char_start: int
    char_end: int
    token_start: int
    token_end: int  # exclusive
    defined: AcronymDefinition | None = None
    from_title: bool = False
    title_head: bool = False  # the name before the colon of a title ('Flash3D: ...')


@dataclass(slots=True)
class Entity:
    name: str
    kind: str  # Method | Benchmark | Concept
    role: str  # proposed | used | introduced | evaluated | mentioned
    aliases: list[str] = field(default_factory=list)
    count: int = 1
    first: int = 0  # sentence of first mention
    score: float = 0.0

    @property
    def key(self) -> str:
        return name_key(self.name) if self.kind != "Concept" else phrase_key(self.name)


@dataclass(slots=True)
class Extraction:
    methods: list[Entity]
    benchmarks: list[Entity]
    concepts: list[Entity]
    primary: Entity | None
    display_title: str
    code_url: str | None
    concept_seeds: list[Entity] = field(default_factory=list)  # concepts from acronym definitions
    failure: str | None = None  # why the extractor failed on this paper (it is kept without entities)

    def to_tuple(self) -> tuple:
        """A compact plain-data form for sending between processes (several times cheaper to
        unpickle than the dataclasses); concept_seeds are not included."""
        def ents(entities):
            return tuple((e.name, e.kind, e.role, tuple(e.aliases), e.count, e.first, e.score) for e in entities)
        return (ents(self.methods), ents(self.benchmarks), ents(self.concepts),
                ents([self.primary]) if self.primary else None, self.display_title, self.code_url, self.failure)

    @classmethod
    def from_tuple(cls, data: tuple) -> "Extraction":
        def ents(rows):
            return [Entity(n, k, r, list(a), c, f, s) for n, k, r, a, c, f, s in rows]
        methods, benchmarks, concepts, primary, display_title, code_url, failure = data
        return cls(ents(methods), ents(benchmarks), ents(concepts), ents(primary)[0] if primary else None,
                   display_title, code_url, failure=failure)


# --- the extractor -------------------------------------------------------------------------

def _at_word_start(pattern: str, flags: int = re.I) -> re.Pattern:
    """A pattern every alternative of which starts a word with a letter. The leading '\\b(?=[A-Za-z])'
    changes no match; it lets the regular-expression engine skip the other positions quickly (two to
    three times faster over the 60 characters before each mention, a fifth over whole sentences)."""
    return re.compile(r"\b(?=[A-Za-z])(?:%s)" % pattern, flags)


_AND_PROPOSING = r"\band\s+(?:finally\s+)?(?:proposing|introducing|developing|designing)\s"  # '..., and proposing a X (ACR)'
_PROPOSAL = _at_word_start(
    r"\b(?:we|this (?:paper|work|study|article)|our (?:paper|work|study)|here we|the (?:present )?(?:paper|article))\b(?:\s+[\w\-]+){0,4}?\s+"
    r"(?:propose|introduce|present|develop|design|devise|build|construct|create|release|contribute|curate|"
    r"collect|establish|formulate|offer|put forward|describe|call|name|term|dub|unveil|launch|construct|"
    r"derive|provide|give|adopt|study|explore|leverage|define|suggest)(?:s|d|ed)?\b"
    r"|\b(?:us|one) to (?:derive|propose|introduce|design|develop|build|obtain|construct)\b"
    r"|\bour (?:(?:main|key|primary|core|central|first) )?contributions? (?:is|are|includes?)\b"
    r"|\b(?:main|key|primary|core|central) contributions? of (?:this|our) (?:paper|work|study) (?:is|are|includes?)\b"
    r"|\band,? (?:then |further |thus |therefore |hence |to this end,? )?(?:propose|introduce|present|develop|design)s?\b"
    r"|\b(?:we|this (?:paper|work))\b[^.;]{0,80}?\bby (?:proposing|introducing|presenting|developing|designing|deriving|"
    r"constructing|building|creating|generating)\b"
    r"|\bwe\b[^.;]{0,80}?,\s+(?:introducing|proposing|presenting|developing)\s+(?:a|an|two|three|several|new|novel)\b"
    r"|" + _AND_PROPOSING + r"+(?:a|an|two|three|several|new|novel)\b"
    r"|\bwe\b[^.;]{0,200}?\(\s*(?:[ivx]{1,4}|\d)\s*\)\s*(?:propose|introduce|present|develop|design)s?\b",
    re.I)
_STRONG_PROPOSAL_VERBS = re.compile(
    r"\bby (?:proposing|introducing|presenting|developing|designing|deriving|constructing|building|creating|generating)\b|"
    r",\s+(?:introducing|proposing|presenting|developing)\s|" + _AND_PROPOSING + "|"
    r"\b(?:propose|introduce|present|develop|design|devise|build|construct|create|release|contribute|curate|"
    r"collect|establish|formulate|offer|put forward|call|name|term|dub|unveil|launch)|"
    r"\bcontributions? (?:of (?:this|our) (?:paper|work|study) )?(?:is|are|includes?)\b", re.I)
_HEAD_ALTERNATIVES = "|".join(sorted(METHOD_APPOSITIVE_HEADS | BENCHMARK_APPOSITIVE_HEADS, key=len, reverse=True))
_METHOD_HEAD_ALTERNATIVES = "|".join(sorted(METHOD_APPOSITIVE_HEADS, key=len, reverse=True))
# the words that say a thing is the paper's own and new ('a novel ...', 'an innovative ...')
_NEW = "novel|new|innovative"


def _says_new(text_lower: str) -> bool:
    """A quick test before the patterns built on _NEW."""
    return "novel" in text_lower or "new" in text_lower or "innovative" in text_lower


# 'we provide a communication-free algorithm (Musical Chairs)': a weak verb whose object the paper names
# 'We use a novel neural network, ToolFlowNet, which ...'; 'This simple approach, PatchDropout, reduces ...'
_NEW_HEAD_BEFORE = re.compile(r"\b(?:a|an)\s+(?:%s)\s+(?:[\w\-]+\s+){0,3}?(%s)s?\s*,\s*(?:(?:i\.e\.|namely),?\s+)?$"
                              % (_NEW, _HEAD_ALTERNATIVES), re.I)  # ('a novel yet practical MMEA dataset, i.e. NMMEA')
_THIS_HEAD_BEFORE = re.compile(r"(?<!\bon )(?<!\bin )(?<!\bwith )(?<!\bfrom )(?<!\bupon )(?<!\bunder )(?<!\bwithin )"
                               r"\bthis(?:\s+[\w\-]+){0,2}?\s+(%s)s?\s*,\s*$" % _HEAD_ALTERNATIVES, re.I)
# (not 'Building on this framework, Ape-X is modified ...': what the sentence starts from, then another name)
# the participles that give a name: 'a network called X', 'a framework entitled X'
_NAMING_VERBS = r"called|named|termed|dubbed|(?:en)?titled"
_NAMED_BETWEEN = re.compile(r"\s*,?\s*(?:%s)(?:\s+as)?\s*" % _NAMING_VERBS)
_AND_PROPOSE = r"\sand\s+(?:then\s+|further\s+|also\s+)?(?:propose|introduce|present|develop|design|build|devise)\b"
_COORDINATED_VERB = re.compile(_AND_PROPOSE)  # (the cheap scan before the pattern below)
_COORDINATED_PROPOSAL = re.compile(r"\b[Ww]e\s[^.;]{0,120}?" + _AND_PROPOSE)
_FIRST_OF_ITS_KIND = re.compile(r",\s+(?:one of\s+)?the first\s+(?:[\w\-]+\s+){0,3}?(?:model|method|framework|approach|system|"
                                r"algorithm|architecture|agent)s?\b")
_OWN_WORK = re.compile(r"\b(?:we|this (?:paper|work|study|article))\b", re.I)
_OUR_OWN_MEANS = re.compile(r"\b(?:[Oo]ur|[Tt]he proposed)\s+(?:[\w\-]+\s+)?(?:method|approach|framework|model|network|architecture|algorithm|technique)s?\b")
_WAS_PRESENTED_BEFORE = re.compile(r"\s*,?\s*(?:which\s+)?(?:was|were|has been|have been|had been)\b")


def _own_head_before(before: str, before_lower: str, after: str, sentences: list[str], si: int,
                     first_proposal: int | None) -> str | None:
    """The head noun ('network', 'approach') by which the text names its own thing just before the name: 'a
    novel neural network, X,' (not '..., TAO, was recently presented'), or 'This simple approach, X,' once the
    paper has said what it does ('we propose', or 'we show' in the sentence before)."""
    if _says_new(before_lower):
        head = _NEW_HEAD_BEFORE.search(before)
        if head and not _WAS_PRESENTED_BEFORE.match(after):
            return head.group(1).lower()
    if "this" in before_lower:
        head = _THIS_HEAD_BEFORE.search(before)
        if head and (first_proposal is not None and si >= first_proposal or si > 0 and _OWN_WORK.search(sentences[si - 1])):
            return head.group(1).lower()
    return None


_WEAK_VERB_NAMED_OBJECT = re.compile(r"\s+(?:a|an)\s+(?:(?:new|novel)\s+)?(?:(?!(?:existing|recent|popular|standard|pretrained|pre-trained|"
                                     r"well-known|known|classic|classical|common|widely|off-the-shelf|public|prior)\b)[a-z][\w\-]*\s+){0,2}"
                                     r"(?:%s)s?\s*\(\s*[A-Z]" % _HEAD_ALTERNATIVES
                                     + r"|\s+the\s+(?:development|design)\s+(?:and\s+(?:implementation|evaluation|validation)\s+)?of\b"
                                     + r"|\s+the\s+[A-Z][\w\-]*[A-Z\d][\w\-]*\s+(?:%s)\b" % _HEAD_ALTERNATIVES)
# ('This paper describes the development of the prototype system TRINA': what the paper builds; 'We give the
# COMP-GP-UCB algorithm based on GP-UCB': a name of the paper's, then its head)
_APPOSITIVE = re.compile(r"\s*(?:,|:|—|–|-(?=\s)|\()\s*(?!\s*(?:for|to|in|on|with|by|from|at|of|via)\s)(?:(?:a|an|the|our)\b)?\s*("
                         r"(?:[a-z][\w\-]*(?<!ly)\s+and\s+(?!(?:a|an|the|our|its|their|we|it)\b))?"  # 'a fast and realistic simulator'
                         r"(?:(?!(?:and|or|that|which|who|where|while|but|is|are|was|were|has|have|we|they|it|"
                         r"outperform\w*|achiev\w*|surpass\w*|show\w*|improv\w*|beat\w*|yield\w*|obtain\w*)\b)[\w\-]+\s+){0,5}?)(%s)\b(?!-)" % _HEAD_ALTERNATIVES,
    re.I)  # (the head is no word inside a compound: '(database-accelerated ...', 'a prompt-scenario paired driving dataset')
# 'Our novel method - GeoMatch -', 'our dataset, X'; not 'our model on two public datasets: KITTI ...', whose head
# is not what 'our' owns
_OUR_HEAD_BEFORE = re.compile(r"\bour(?:\s+(?!(?:on|in|into|of|for|with|to|at|by|from|over|than|and|or|against|versus|vs|"
                              r"outperform\w*|achiev\w*|surpass\w*|beat\w*|evaluat\w*|test\w*|train\w*)\b)"
                              r"[\w\-]+){0,4}?\s+(?:%s)s?\s*(?:[,:]|\s-|—|–)\s*$" % "|".join(
    sorted(METHOD_APPOSITIVE_HEADS | BENCHMARK_APPOSITIVE_HEADS)), re.I)
# 'Our new measure, the Fine-Tuning Capacity (FTC), is ...' (not 'our approach across three datasets: the SALSA dataset')
_OUR_METHOD_HEAD_THEN_THE = re.compile(r"\bour\s+(?:(?:new|novel|proposed)\s+)?(?:%s),\s*the\s+$" % _METHOD_HEAD_ALTERNATIVES, re.I)
_HEAD_SET_OFF_BEFORE = re.compile(r"\b(?:%s)\s*(?:,|:|—|–|\s-)\s*$" % _METHOD_HEAD_ALTERNATIVES, re.I)
_PROPOSAL_VERB = r"\b(?:(?:propose|introduce|present)[sd]?|(?:propos|introduc|present)ing|put(?:s)?\s+forward)\s+"
_PROPOSAL_VERB_JUST_BEFORE = re.compile(_PROPOSAL_VERB + "$", re.I)
_TASK_WORDS_AFTER = {"task", "tasks", "problem", "problems", "setting", "settings"}  # 'the PDC task'
_CALLED_PROPOSED_BEFORE = re.compile(r"\b(?:the|our)\s+proposed\s+$", re.I)
# 'by collecting SynLiDAR, a large-scale synthetic LiDAR dataset', 'we curate X, a benchmark of ...'
_MAKES_DATA_JUST_BEFORE = re.compile(r"\b(?:(?:collect|construct|build)(?:s|ed|ing)?|built|(?:curat|creat|releas|assembl|compil)(?:e|es|ed|ing))\s+$", re.I)
# 'This paper describes the QuadHelix-Drive, a novel rope actuator', 'We describe REMEDI, a method for ...'
_DESCRIBES_JUST_BEFORE = re.compile(r"\b(?:we\s+(?:will\s+)?describe|(?:this|our)\s+(?:paper|work|article|letter)\s+describes)"
                                    r"\s+(?:the\s+)?$", re.I)
_NAME_SET_OFF = re.compile(r"(?:\(|,\s*[‘“\"']|[‘“\"']|:)\s*$")
_BENCH_HEAD_SET_OFF = re.compile(
    r"\b(?:benchmarks?|datasets?|corpus|corpora|suites?|testbeds?)\b(?:[^.;()]|\([^()]{1,40}\)){0,70}(?:,\s*[‘“\"']|[‘“\"']|:|\s[—–]|\s--)\s*$", re.I)
# ('three real-world datasets (Average Precision @0.5IoU): Det-Fly 96.2%, ...': a parenthesis before the colon)
_DATA_HEAD_THEN_COMMA = re.compile(r"\b(?:a|an|our|the\s+(?:first|new|largest))\s+(?:[\w\-]+\s+){0,3}"
                                   r"(?:benchmark|dataset|corpus|database|testbed)s?(?:\s+(?:of|for|on|with)\s+[^.;(),]{1,40})?,\s*$", re.I)
_SET_OFF_END = re.compile(r"\s*(?:[,.;(]|$)")
_TECHNIQUE_GERUND = re.compile(r"(?!(?:learning|modeling|modelling|processing|computing|captioning|mapping|monitoring|sensing)$)[a-z]{4,}ing")
_TASK_SAID_BEFORE = re.compile(r"(?:\btasks?\b[^.;()]{0,25}|\bmodels?\s+for\s+(?:the\s+)?)$")
_DIMENSION_PREFIX = re.compile(r"[1-6]D")
# (not _PREPOSITION_BEFORE, which also takes 'a'/'an' and 'to': 'Two dynamic models for an SPI are presented' stays
# the evidence that the paper's SPI is its own)
_COMPARED_WITH_BEFORE = re.compile(r"\b(?:comparison|compared|comparing)\s+(?:with|to|against)\s+[^,;.]*$|\b(?:than|versus|vs\.?)\s+[^,;.]*$"
                                   r"|\b(?:with|using|by|from|of|for|on|in)\s+(?:the\s+)?$", re.I)
# the tail of _PASSIVE_PROPOSAL_AFTER_SUBJECT without 'designed' and 'therefore': read after any name or anywhere in an
# abstract, 'a feature fusion module is designed' would make 39 of 12,000 corpus papers propose a part or a task
_IS_PROPOSED = re.compile(r"\b(?:is|are)\s+(?:(?:here|hereby|first|then|thus)\s+)?(?:(?:proposed|introduced|presented|developed)\b"
                          r"(?!\s+(?:by|in\s+\[|in\s+[A-Z0-9]))|(?:described|discussed)\s+in\s+this\s+(?:paper|work|article|letter)\b)")
# 'we publish StoryWords 1.0, the first word embeddings trained on ...', 'Libratus, the first AI to defeat ...': a name the
# paper claims as a first is its own
_THE_FIRST_AFTER = re.compile(r"\s*(?:\([^()]{1,20}\))?,\s+the\s+first\s+(?!(?:time|times|step|steps|stage|one|two|three|phase|part|"
                              r"half|of|to|and|in|is|was)\b)[a-z]")
# 'we propose two ... methods. The first method, GPRN-MF, adopts ...; The second algorithm, ApproxRobust, ...': one of
# the things the paper has just announced, counted off
_COUNTED_OFF_BEFORE = re.compile(r"\b[Tt]he (?:first|second|third|fourth|former|latter) (?:method|algorithm|model|approach|variant|"
                                 r"estimator|framework|scheme|technique|procedure|policy|strategy|architecture|network|"
                                 r"module|component|stage)s?,?\s+(?:(?:called|named|dubbed|termed)\s+)?$")
# the parts a proposed whole is made of: 'Sci-Reproducer, a dual-agent framework consisting of a Paper Agent ... and a
# Code Agent', 'PEDNet consists of a Context-Dominate Network (CDNet) and ...'
_CONSISTS_OF = re.compile(r"\b(?:consist(?:s|ing)\s+of|compris(?:es|ing)|(?:is\s+)?composed\s+of|made\s+up\s+of)\s+"
                          r"(?:(?:an?|the|two|three|four|mainly|primarily)\s+)*(?:(?:novel|new|proposed)\s+)?$", re.I)
_DATA_WORD = re.compile(r"\b(?:datasets?|benchmarks?|corpus|corpora|data|database|suite)\b", re.I)
_PART_JOIN = re.compile(r"(?:\s*\([^()]{1,30}\))?[^,;()]{0,80}?(?:,\s*(?:and\s+)?|\s+and\s+)(?:(?:an?|the)\s+)?(?:(?:novel|new)\s+)?",
                        re.I)
# an article and a lower-case modifier before a name: 'a new 6-degrees-of-freedom', 'a motor-driven'
_KIND_OF_BEFORE = re.compile(r"\b(?:a|an)\s+(?:(?:new|novel)\s+)?(?!(?:new|novel)\s)[a-z\d][\w\-]*[a-z]\s+$")
# a head between two names of a coordinated object: 'an SPPS module and a ResNeck'
_HEAD_THEN_JOIN = re.compile(r"\s+([a-z]+)(?:\s*,)?\s+(?:and|or)\s+(?:an?\s+|the\s+)?")
# ... or the next one's head after the join: 'we propose a new evaluation dataset (FAIR) and an algorithm (TRUST)'
_COORDINATED_OBJECT_HEADS = METHOD_APPOSITIVE_HEADS | BENCHMARK_HEADS
_JOIN_THEN_HEAD = re.compile(r"\s*\)?\s*,?\s+(?:and|or)\s+(?:an?\s+|the\s+)?(?:(?:new|novel)\s+)?([a-z]+)\s*(?:\(|,)\s*")
# an adverbial between a proposal verb and its object
_IN_THIS_PAPER = re.compile(r",?\s+(?:in|within)\s+(?:this|the\s+present)\s+(?:paper|work|article|letter|study|report)\s*,?(?=\s)", re.I)
_NEW_OR_SIMPLE = r"(?:(?:new|novel|simple)\s+)?"  # 'to present a new greedy model averaging procedure'
_PROPOSAL_JUST_BEFORE_PHRASE = re.compile(_PROPOSAL_VERB + r"(?:(?:a|an|the)\s+)?" + _NEW_OR_SIMPLE + "$", re.I)
_A_NEW = r"\b(?:a|an)\s+(?:[\w\-]+\s+){0,2}?(?:%s)\s+(?:[\w\-]+\s+){0,4}?" % _NEW  # 'a novel robotic', 'a new ML-based programming'
_NEW_THING_THEN_COMMA = re.compile(_A_NEW + r"(?!(?:concept|idea|notion|paradigm|perspective|problem|task|setting|challenge)s?,)"
                                   r"[a-z][\w\-]*,\s*(?:the\s+)?$")
_SAID_TO_BE_EARLIER_WORK = re.compile(r"\s*(?:\([^()]{1,30}\)\s*)?,?\s*(?:was|were|has\s+been|have\s+been)\s+(?:recently\s+)?"
                                      r"(?:proposed|presented|introduced|released|developed)\b")  # 'a new video benchmark, TAO, was recently presented'
_NEW_THING_CALLED = re.compile(_A_NEW + r"[a-z][\w\-]*,?\s+(?:%s|coined)\s+(?:as\s+)?(?:the\s+)?$" % _NAMING_VERBS)
_TRAINING_TASK_THEN_COMMA = re.compile(r"\b(?:a|an|our|the)\s+(?:[\w\-()]+\s+){0,4}?(?:pre-?training|pretext|auxiliary|proxy)\s+"
                                       r"(?:task|objective)s?,\s*$", re.I)  # a training technique, not data
# ('a learning algorithm, Videodex, that ...', 'a single-layer recurrent neural network, the WaveRNN, with ...')
_METHOD_HEAD_THEN_COMMA = re.compile(r"\b(?:a|an|our|the)\s+(?:[\w\-]+\s+){0,3}(?:%s),\s*(?:the\s+)?$" % "|".join(
    sorted(METHOD_APPOSITIVE_HEADS - {"family", "variant", "extension", "representation", "score", "measure"}, key=len, reverse=True)), re.I)
_LIST_ITEM = r"[A-Z0-9][^\s,;:()]*(?:\s+(?:[A-Z0-9+]|v\d)[^\s,;:()]*){0,3}(?:\s*\([^()]{0,30}\))?"  # ('VisDial v1.0')
# the items of a list before a name ('on MNIST, Weizmann Action, Human3.6M, and '): the name shares the list's context
_LIST_BEFORE = re.compile(r"(?:%s(?:\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s*&\s*|(?<=\d)\s+))+$" % _LIST_ITEM)
_BENCH_HEAD_JUST_BEFORE = _at_word_start(
    r"(?<!\bwe )(?<!\bto )(?<!\bthey )(?<!\balso )(?<!\bthen )(?<!\bfurther )(?<!\bpaper )(?<!\bwork )(?<!\bstudy )"
    r"\b(?:benchmarks?|datasets?|corpus|corpora|suites?|testbeds?)\s+(?:(?:called|named|termed|dubbed)\s+|the\s+|of\s+)?$"
    r"|\b(?:test|testing|validation|val|dev|development|training|train|evaluation|held-out)\s+(?:sets?|splits?|subsets?|partitions?)\s+of\s+(?:the\s+)?$",
    re.I)  # not the verb: 'We benchmark GPT-4o, Claude 3.5 Sonnet and ...'
_LIST_REST = re.compile(r"(?:\s*\([^()]{0,30}\))?(?:\s*(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)[A-Z0-9][^\s,;()]*"
                        r"(?:\s+[A-Z0-9][^\s,;()]*){0,3}(?:\s*\([^()]{0,30}\))?)*")  # ('X (20M) and Y (36M), show')
_BENCH_NOUN_THEN_LIST = re.compile(
    r"\b(benchmarks?|datasets?|corpora|suites?|testbeds?|environments?|domains?|tasks?)\s*[,:]\s*(?:the\s+)?$", re.I)
_DATA_NOUNS = (r"images|videos|clips|samples|questions|answers|pairs|instances|sentences|documents|articles|"
               r"hours|frames|scenes|trajectories|demonstrations|episodes|annotations|problems|dialogues|conversations|"
               r"utterances|recordings|subjects|patients|participants|scans|molecules|graphs|tweets|posts|reviews|"
               r"queries|prompts|words|photos|objects|shapes|meshes|programs")
_DATA_SIZE_AFTER = re.compile(  # 'FooData, comprising 5k videos', 'FooQA, which contains over 10,000 questions'
    r",?\s*(?:(?:which|that)\s+)?(?:comprising|comprises|containing|contains|consisting of|consists of|featuring|"
    r"covering|spanning)\s+(?:over\s+|more than\s+|about\s+|around\s+|nearly\s+|roughly\s+|approximately\s+)?"
    r"\d[\d,.]*\s*[kKM]?\+?\s+(?:[\w\-]+\s+){0,3}?(?:%s)\b" % _DATA_NOUNS)
_DATA_CUE_AFTER = re.compile(r"compris|contain|consist|featur|cover|spann")  # cheap guards of the two patterns
_DATA_CUE_BEFORE = re.compile(r"collect|curat|annotat|gather|crowdsourc|scrap")
_DATA_VERB_BEFORE = re.compile(
    r"\b(?:collect|curate|annotate|gather|crowdsource|scrape)(?:s|d|ed)?\s+(?:a\s+|an\s+|the\s+)?"
    r"(?:new\s+|novel\s+|large-scale\s+|large\s+)?$", re.I)
_SINGLE_BENCH_HEADS = {"benchmark", "dataset", "corpus", "database", "suite"}
# a lower-case head after a name that makes the name a technique's ('the Multi-Index Hashing approach', 'a
# Knowledge-Augmented Phrase Retrieval model', '... (GDMM) algorithm is proposed')
_TECHNIQUE_HEADS = {"algorithm", "approach", "architecture", "framework", "method", "model", "module", "network",
                    "procedure", "scheme", "system", "technique"}
_THEORY_HEADS = {"hierarchy", "logic", "theory", "calculus", "formalism", "semantics"}  # what a name is a part of
_SOFTWARE_NOUNS = {"library", "libraries"}  # 'the FLAML library' (not 'a MATLAB toolbox', 'a ROS package')
_COMPUTER_BEFORE = re.compile(r"\b(?:a|an|one|single|standard|desktop|laptop|tablet|control|host|personal|regular|ordinary|"
                              r"commodity|consumer|typical|modern|embedded|industrial|on-?board|external|remote|notebook|"
                              r"off-the-shelf|conventional|normal|local|\w+-core)\s+$", re.I)
_ROBOT_BEFORE = re.compile(r"\b(?:robot|humanoid|quadruped|biped|manipulator)s?(?:,\s+the)?\s+[“\"‘']?$")  # ('a quadruped robot, the “LittleDog,”')
_ROBOT_AFTER = re.compile(r"[”\"’']?,\s+(?:an?|our)\s+(?:[\w\-]+\s+){0,2}?(?:robot|robotic platform|humanoid|quadruped|biped)s?"
                          r"(?=\s*(?:[,.;)]|that\b|which\b|with\b|for\b|in\b|embedded\b|designed\b|$))")  # 'Mertz, a robotic platform'
_HEAD_THEN_PAREN = re.compile(r"\b(?:%s)s?\s*\($" % _HEAD_ALTERNATIVES)  # 'a dense retrieval model ('
_OUR_NAME_THEN_HEAD = re.compile(r"\s*\([^()]{1,20}\)\s*(?:%s)s?\b" % _METHOD_HEAD_ALTERNATIVES)
_CITED_AFTER = re.compile(r"\s*\((?:[A-Z][\w\-']+(?:\s+(?:et\s+al\.?|and\s+[A-Z][\w\-']+))?),?\s*(?:19|20)\d\d")
_PERSON_ONLY_HEADS = {"sampling", "divergence"}  # 'Gibbs sampling', 'Bregman divergence'; not 'Bayesian sampling'
_MODEL_PART_NOUNS = {"parameters", "weights", "features", "embeddings", "outputs", "representations", "layers",
                     "predictions", "gradients", "activations", "logits", "neurons"}
# 'BERT layers', 'an LSTM module', 'GPT-4 outputs': a part or product of a known model names the model at work
_NAMED_MODEL_PARTS = _MODEL_PART_NOUNS | {"layer", "module", "modules", "block", "blocks", "head", "heads", "application",
                                          "applications"}
# 'SIFT features', 'a common MPC implementation', 'each LDA parameter', 'in the MMD sense': a known method at work
_COMPUTED_BY_NOUNS = {"features", "feature", "descriptors", "descriptor", "embeddings", "keypoints", "representations",
                      "implementation", "implementations", "solver", "solvers", "sense", "parameter", "parameters",
                      "step", "steps", "update", "updates", "iteration", "iterations", "objective", "baseline", "baselines",
                      "estimate", "estimates", "vertices", "mesh", "meshes", "output", "outputs", "predictions",
                      "score", "scores", "point", "points"}  # 'a 113.2% increase in BLEU score', 'by 8 BLEU points': the metric
_MODIFIERS_THEN_BENCH_HEAD = re.compile(r"\s+((?:[a-z][\w\-]*\s+){2,3}(?:[A-Z][\w\-]*\s+)?)(?:benchmark|dataset|corpus|database|suite|tasks)\b"
                                       r"(?!\s+(?:results?|scores?|accuracy|performance|numbers|tasks?|suite|leaderboard))")
_UNIT_WORDS = {"Newton", "Newtons", "Joule", "Joules", "Watt", "Watts", "Pascal", "Pascals", "Kelvin", "Hertz",
               "Tesla", "Teslas", "Volt", "Volts", "Ampere", "Amperes", "Ohm", "Ohms", "Gauss", "Coulomb", "Coulombs"}
_PREFIXED_ACRONYM = re.compile(r"[a-z]{3,}-[A-Z]{2,}s?")
_CAP_PREFIXED_WORD = re.compile(r"[A-Z]-[a-z][a-z\-]+")  # 'an algorithm, named P-tracking': a name only where named
_PROPOSED_OBJECT_THEN_NAME = re.compile(
    r"(?:\b(?:[Ww]e|[Tt]his (?:paper|work|letter|article))\s+(?:(?:first|also|then|further|here|hereby|therefore|thus)\s+)?"
    r"(?:(?:propose|introduce|present|develop|design|build|create|construct)[sd]?|put(?:s)?\s+forward|(?:train|fine-tune|pre-?train)(?:s|e?d)?)"
    r"|\b[Bb]y\s+(?:propos|introduc|present|develop|design|build|creat|construct)ing)"
    r"\s+(?:a|an)\s+(?P<object>(?:[^,.;:()\[\]]|\([A-Z][\w\-]{0,11}\)){3,110})(?:,\s*(?:namely\s+)?|(?P<paren>\(\s*))$")
# the proposal's object ends with something else the name after it may name: a list's first item ('a network that
# achieves ... on FDDB, PASCAL Face'), a defined acronym ('a theoretical analysis of ... weighted sum (WS), Tchebycheff'),
# a task ('a method to apply the WCS on a downstream cross-lingual task, Bilingual Lexicon Induction')
_OBJECT_ENDS_WITH_A_NAME = re.compile(r"\b(?:on|in|over|against|than|from|with|including|like|such as)\s+(?:the\s+)?[A-Z][\w\-]*(?:\s+[A-Z0-9][\w\-]*)?$"
                                      r"|\([A-Z][\w\-]*\)$|\b(?:task|problem|setting|application|domain)s?$")
# ('a diligent domain adaptive mixer (DDAM) for person search (DDAP-PS) framework'; not 'an ... (ISEC) decoding
# scheme for deep-learning-based joint source-channel coding (Deep JSCC).', which names the coding)
_PAREN_THEN_HEAD = re.compile(r"\s*\)\s*(?:%s)s?\b" % "|".join(sorted(_TECHNIQUE_HEADS)))
_OBJECT_BUILT_ON = re.compile(r"\b(?:based on|using|with|via|from|by|over|like|such as)\s")  # 'a method based on a retrieval model ('
_PAREN_CLOSE = re.compile(r"\s*\)")
_DEFINITION_AFTER = re.compile(r"\s*\([^()]*\)")
_PARTICIPLE_CLAUSE = re.compile(r"(?<=ing)\s+(?:on|upon|to|from)\b")
_NAME_THEN_CLAUSE = re.compile(r"\s*(?:[,.;:]|\((?!\s*\d)|\s(?:for|that|which|to|as|in|with)\b|$)")
_DATA_HEAD_BEFORE_COMMA = re.compile(r"\b(?:dataset|benchmark|corpus|database|suite|collection|testbed)s?\b[^,]*,\s*$")
_TITLE_HEAD_IS_DATA = re.compile(r"\s*[:—–-]\s*(?:(?:A|An|The)\s+)?(?:(?!(?:for|of|with|from|via|in|on|to|by)\b)[\w\-]+\s+){0,6}?"
                                 r"(?:Dataset|Benchmark|Corpus|Database|Testbed|Suite)s?\b"
                                 r"(?!\s+(?:Generation|Construction|Collection|Creation|Distillation|Condensation|Search|Selection|Curation|Augmentation|Pruning|Shift|Bias))", re.I)
_TITLE_HEAD_SPLIT = re.compile(r"\s*[:—–]\s+|\s+-\s+")
# the last word of a title head that makes it the name of data ('Radar Ghost Dataset: ...'); unlike a subtitle
# ('X: A Database of ...', _TITLE_HEAD_IS_DATA), a head 'Incremental Object Database: ...' may name a method
_NAME_THEN_DESCRIPTION_TITLE = re.compile(r"(?:The\s+|Introducing\s+)?([A-Z][\w\-.]*(?:\s+[A-Z0-9][\w\-]*){0,2}),\s+[Aa]n?\s")
_INTRODUCING_IN_SUBTITLE = re.compile(r"\s*[:—–-]?\s*(?:Introducing|Presenting)\s+([A-Z][\w\-]*(?:\s+[A-Z0-9][\w\-]*){0,2})\s*(?:,|[:—–]|\s-\s|$)")
_SUBTITLE_NAMES_A_MEANS = re.compile(r"\s*[:—–]\s*(?:An?|The)\s+(?:[\w\-]+\s+){0,4}?(?:Approach|Framework|Model|Method|"
                                     r"Representation|Algorithm|Network|Architecture|System|Technique|Toolkit|Library|"
                                     r"Estimator|Sampler|Solver|Planner|Controller|Metric|Loss|Regularizer)s?\b")
_TITLE_DATA_HEADS = {"dataset", "benchmark", "corpus", "challenge", "suite"}
_TITLE_TECHNIQUE_HEADS = {"planner", "network", "net", "transformer", "controller", "tracker", "detector", "estimator",
                          "solver", "sampler", "optimizer", "framework", "architecture", "engine", "toolkit", "library"}


def _named_with_a_head(name: Entity, entities: list[Entity]) -> Entity | None:
    """The entity of the abstract whose name is the given one and a head word after it."""
    words = name.name.split()
    return next((e for e in entities if e.kind == name.kind and e.name.split()[:-1] == words
                 and singular(e.name.rsplit(" ", 1)[-1].lower()) in METHOD_APPOSITIVE_HEADS), None)


_TWO_CAPITALS = re.compile(r"[A-Z]{2}s?")
_ONE_INNER_CAPITAL = re.compile(r"[a-z]+[A-Z][a-z]+")
_TECHNIQUE_HEAD_AFTER = re.compile(r"[\s\-]+(?:%s)s?\b" % _METHOD_HEAD_ALTERNATIVES)
_FOLLOWER = re.compile(r"\s+([a-z][a-z\-]*)\b")  # the lower-case word right after a name
_TITLE_CLAIM_VERB = re.compile(r"(?<=\w )(?:Need|Needs|Is|Are|Can|Do|Does|Matter|Matters|Helps|Improves|Beats|Outperforms|Works)\b")


def _title_head(title: str) -> tuple[int, str]:
    """(start, text) of the part of a title before its colon or dash, without a leading 'The' or
    'Introducing' ('The MECCANO Dataset: Understanding ...' -> 'MECCANO Dataset', 'Demonstrating
    HumanTHOR: ...' -> 'HumanTHOR'); the whole title when it has none."""
    named = _NAME_THEN_DESCRIPTION_TITLE.match(title)
    if named:  # 'DustCart, an autonomous robot for ...', 'CRAFTML, an Efficient Clustering-based Random Forest for ...'
        return named.start(1), named.group(1)
    head = _TITLE_HEAD_SPLIT.split(title, maxsplit=1)
    if len(head) == 1:
        return 0, title
    introduced = _INTRODUCING_IN_SUBTITLE.match(title, len(head[0]))
    if introduced:  # 'Unlocking Structure Measuring: Introducing PDD, an Automatic Metric for ...'
        return introduced.start(1), introduced.group(1)
    start = len(head[0]) - len(head[0].lstrip())
    # (a lone word keeps its article: 'The Pile: ...'; not a coined one: 'The QuadHelix-Drive - ...', 'The GOSSIP: ...')
    article = _rx(r"The\s+(?=\S+\s|\S+[A-Z\d\-])|(?:Introducing|Demonstrating|Presenting|Announcing|Meet)\s+(?=[A-Z0-9])").match(head[0], start)
    start = article.end() if article else start
    return start, head[0][start:].strip()


_OWN_HEAD_AFTER = re.compile(r"\s+(?:framework|method|model|algorithm|approach|architecture|system|pipeline|toolkit|library)\b")
_OUR_METHOD_PAREN = re.compile(r"\b(?:[Oo]ur|[Tt]he\s+(?:new|novel|proposed|resulting))\s+(?:[\w\-]+\s+){0,2}(?:method|approach|model|framework|algorithm|system|network|architecture)s?\s*\(\s*(?:namely|i\.e\.,?|called|dubbed|termed|coined)?\s*$")
_NAMED_AFTER_PROPOSAL = re.compile(
    r"\b(?:we|this (?:paper|work))\s+(?:\w+\s+){0,2}?(?:(?:\w+\s+){0,3}and\s+)?(?:propose|introduce|present|develop|call|name|term|dub)s?\s+$", re.I)
_CALLED = r"(?:%s|coined)(?:\s+as)?" % _NAMING_VERBS
_ADJECTIVE_COMPOUND = re.compile(
    r"-(?i:based|related|level|like|style|aware|free|specific|driven|guided|accented|smooth|oriented|agnostic|"
    r"dependent|independent|invariant|equivariant|stable|conditioned|enhanced|centric|wise|friendly|intensive|"
    r"submodular|convex|concave|hardness|complete|completeness)$")  # also '3D-Based', 'DR-submodular', 'SSE-hardness'
# (not '-hard': 'ARC-hard' is a benchmark; 'NP-hard' is in _NOT_A_NAME)
# ... or named after its head: 'a state-of-the-art CLT model called LeTraNets', 'an end-to-end BNN (coined as LAB-BNN)'
_HEAD_THEN_NAME = re.compile(r"\s+(?:[a-z][\w\-]*\s+){0,3}(?:%s)s?\s*(?:\(\s*|,?\s*%s\s+)|\s*\(\s*%s\s+" % (
    _HEAD_ALTERNATIVES, _CALLED, _CALLED))
_LIST_JOIN = re.compile(r"\s*(?:,\s*(?:and|or)?|and|or|&)\s*")
_NEVER_IN_NAMES = {"SOTA", "SOTAs"}  # 'SOTA ANNs' is no name
_THE_PROPOSED = re.compile(r"\b(?:the|our)\s+(?:proposed|developed|presented|introduced)\s+(?:(?!(?:on|in|of|for|with|to|at|by|from|over|than|and|or|against)\b(?!-))[\w\-]+,?\s+){0,2}$", re.I)
# what the sentence builds on is what the paper just made ('this', 'our DDF', 'FIRE'; not 'our analysis', 'the learned
# features'; 'Using GrOWL, we propose an application' is no building on it)
_BUILDS_ON_START = re.compile(r"(?:(?:Based on|Building (?:up)?on|Built (?:up)?on|On top of)\s+(?:(?:this|these|it)\b|(?:our\s+|the\s+)?[A-Z])|Using\s+(?:this|these)\b)"
                              r"[^.,;]{0,40},\s*we\s+(?:further\s+|then\s+|also\s+)?(?:propose|present|develop|build|design|introduce|construct|train)")
_OUR_METHOD_NAMED = re.compile(r"\s*Our\s+(?:(?:overall|full|complete|final|whole|resulting)\s+)?(?:method|approach|framework|model|system|pipeline)"
                               r"(?:,\s*(?:%s\s+)?|\s+%s\s+)$" % (_CALLED, _CALLED))  # 'Our method, CameraHMR,' (not 'Our approach SEED')
_THE_RESULTING = re.compile(r"\bthe\s+resulting\s+(?:[a-z][\w\-]*(?:,\s*|\s+\(\s*))?$", re.I)  # '..., the resulting approach (PEWA)'
# a name in the subject of a passive proposal: 'In this paper, an Olfactory-Auditory augmented Bug algorithm (OA-Bug)
# is proposed for ...', 'A novel method for controlling a mobility platform, the WeeBot, is presented.'
_SUBJECT_BEFORE_NAME = re.compile(r"^\s*(?:(?:In this|Here|Herein)\b[^,]{0,30},\s*)?(?:[Aa]n?|[Tt]he)\s+(?:"
                                  r"(?:(?!\b(?:is|are|was|were|we|our|which|that|by)\b)[^.;:()\[\]]){0,100},\s*(?:the\s+|%s\s+)?"
                                  r"|(?:(?!\b(?:is|are|was|were|we|our|which|that|by|of|for|in|on|to|with|from|at|about)\b)[^,.;:()\[\]]){0,100})$" % _CALLED)
# (the name heads the subject, or is set off after it: not 'A new approach for torque distribution of 4-Powered Caster Vehicle (4-PCV) is presented')
_PASSIVE_PROPOSAL_AFTER_SUBJECT = re.compile(  # ('A Greedy Direction Method of Multiplier (GDMM) algorithm is proposed')
    r"\s*(?:\([^()]{1,30}\)\s*)?(?:(?:%s)s?\s+)?,?\s*(?:is|are)\s+" % "|".join(sorted(_TECHNIQUE_HEADS)) +
    r"(?:(?:here|hereby|first|thus|therefore|then)\s+)?"
    r"(?:proposed|presented|introduced|developed|designed)\b(?!\s+(?:by|in\s+\[|in\s+[A-Z0-9]))")
_IS_A_NEW = re.compile(r"\s*(?:\([^()]{1,30}\)\s*)?(?:is|are)\s+(?:a|an)\s+(?:[\w\-]+\s+){0,2}?(?:%s)\b" % _NEW +
                       r"(?![^,.;:]*\b(?:task|problem|paradigm|challenge|setting|field|area|topic|direction)s?\b)")
_PAREN_THEN_COMMA = re.compile(r"\s*\([^()]{1,30}\)\s*,")
_SET_OFF_AFTER = re.compile(r"\s*(?:\([^()]{1,60}\)\s*)?,")  # 'The proposed approach, View-LSTM, is ...'
# 'Text-to-SQL', 'Image-to-Video': tasks named by the modalities they map between (not 'Least-to-Most')
_MODALITIES = "text|image|video|speech|audio|sql|code|shape|sketch|motion|music|3d|2d|scene|sim|real|graph|label|mesh|point|rgb|depth"
_MAPPING_BETWEEN = re.compile(r"[A-Z][a-z]+-[Tt]o-[A-Z][a-z]+")  # 'Grapheme-to-Phoneme', 'Image-to-Markup'
_LANGUAGES = ("English|German|French|Spanish|Italian|Portuguese|Dutch|Russian|Ukrainian|Polish|Czech|Romanian|"
              "Hungarian|Finnish|Estonian|Latvian|Lithuanian|Greek|Turkish|Arabic|Hebrew|Persian|Hindi|Urdu|Bengali|"
              "Tamil|Gujarati|Nepali|Sinhala|Chinese|Japanese|Korean|Vietnamese|Thai|Indonesian|Kazakh|Swahili")
_LANGUAGE_WORD = re.compile(r"(?:%s)$|[A-Z][a-z]+(?:ish|ese|ian|ic)$" % _LANGUAGES)
_NOT_A_NAME = re.compile(  # matched whole, so the order of the alternatives does not matter
    r"cite[a-z]*\w*\d{4}\w*|.*\bLicen[cs]e\b.*|(?:e\.g|i\.e)\..*|[kMG]?Hz|[kMG]Pa|FPS|fps"  # keys, licences, units
    r"|[kMGµμmn]?N·?m|[kµμmn]N|(?i:(?:pico|micro|nano|milli|kilo)-?newtons?)"  # torques and forces: '698.8 µNm', '12 μN',
    # '5 nanoNewton', 'in the pico-Newton range'
    r"|F1?[\s\-]?(?:[Ss]core|[Mm]easure)s?"  # a plain score, like 'F1' (not a method of the paper or of anyone)
    r"|Apache(?:[\s\-]v?\d[\d.]*)?|(?:CC[\s\-])?BY\b.*|(?:A|L)?GPL(?:[\s\-]?v?\d[\d.]*)?"  # 'under the Apache 2.0 license'
    r"|(?:\d+-?|multi-|n-)?(?:DoF|DOF|D\.O\.F\.?)s?|(?:mm|cm|km|µm|um|nm)[23]|[KMGT]i?B|G?FLOP[Ss]?|GFLOPs|G?MACs|GMAC|[a-z]-\d"
    r"|[x×](?!(?:86|64)$)\d+(?:\.\d+)?"  # a factor: 'reducing computation by x100', 'x3.6 faster' (not 'x86')
    r"|(?:sub-|~)?\d+(?:\.\d+)?(?:[kMGT]?Hz|[kMGm]?W|mAh|dB|ms|[kMG]Pa|mm|cm|km|nm|µm|kg|g|mV|kV|mA|[KMGT]i?B)"  # '1MHz', '16GB', 'sub-40g'
    r"|[a-z\d]+[+\-]?ε\+?|.*\+ε\+.*"  # 'O(n2+ε+ K)': a bound's exponent
    r"|[a-z]\+\d+-(?:st|nd|rd|th)"  # 'the m-th and m+1-st best arms': an ordinal
    r"|[A-Z]\.[A-Z]\.?"  # 'S.I. Roumeliotis': a person's initials
    # a citation by author and year ('[Le Gall’14]', 'Steurer STOC’16') or a venue's year ('ICRA'11'); not a
    # benchmark's edition ('THUMOS'14', 'WMT’16')
    r"|(?:[A-Z][a-z]+[\s\-])*[A-Z][a-z]+(?:\s[A-Z]{2,5})?[’']\d{2}"
    r"|(?:ICRA|IROS|RSS|CoRL|NeurIPS|NIPS|ICML|ICLR|COLT|AISTATS|UAI|CVPR|ICCV|ECCV|AAAI|IJCAI|KDD|WWW|SIGIR|ACL|"
    r"EMNLP|NAACL|STOC|FOCS|SODA|CCS|SP|ACSAC|USENIX|NDSS)[’']\d{2}"
    r"|[A-Z]\+\d"  # 'M+1' of '{-M, -M+1, ..., M}'
    r"|.+['’]s\s\d{4}"  # 'DARPA's 1996 FERET competition': an organiser's year, not a name
    r"|(?i:out-of-the-box|off-the-shelf|state-of-the-art|end-to-end|in-the-wild|plug-and-play|all-in-one|"  # idioms
    r"(?:\w+[\s\-])?degrees?[\s\-]of[\s\-]freedom)"
    r"|(?:kg|mm|cm|km|m|s|g|W|J|h)-[123]"  # '300 W h kg-1': a unit to a negative power
    r"|(?:challenge|task|stage|phase|step|level|round|part|case|setting|scenario|experiment|type)s?-\d+[a-z]?"  # 'challenge-2'
    r"|Nets?"  # the tail of a name a line break or a stray space cut: 'Buster- Net', 'ARF -Net'
    r"|[A-Z][a-zé]+(?:ity|ness)"  # 'Gaussianity', 'Lipschitzness': properties, not names
    # complexity classes and math: 'NP-hard', 'n^2' (not 'RL^V', an acronym with a superscript), 'd+1', 'ε-optimal', 'tildeO', 'sub-Gaussian', 'type-I', 'l1-norm'
    r"|(?:NP|#P|P|PSPACE|EXPTIME|APX)(?:-(?i:hard|complete|hardness|completeness))?|(?![A-Z]{2,}[A-Za-z0-9]*\^(?![TH]$)[A-Z0-9]{1,2}$).*[\^=].*|[a-z]\+\d"
    r"|(?:ε|epsilon|tilde|sqrt|hat|bar)(?:[A-Z\d(\-][\w()]*(?:-\w+)?)?|sub-[A-Z][a-z]+|type-I+|Omega|Theta|[a-z][A-Z]"
    r"|[lL][0-9pq∞]+(?:-norms?)?|[α-ω][a-z]{3,}|[Tt]op-(?:[kKnN]|\d+)"  # 'εmisclassification' (glued), 'top-K'
    # a Greek letter on a word: 'δ-confidence', 'μ-incoherent', 'α-stable', 'ω-languages' (not 'α-expansion',
    # 'μ-synthesis', 'β-divergence', 'χ²-test': techniques; nor 'τ²-bench', data)
    r"|[α-ω][²³]?-(?!(?:expansion|synthesis|greedy|divergences?|tests?|sampling|loss|regression|filter|bench|benchmark|"
    r"dataset)$)[a-z][a-z\-]*"
    r"|(?:Figs?|Eqs?|Sec|Tab)\.\d.*"  # 'Fig.1': a reference to a part of the paper
    r"|(?:%s)_?\d+"  # 'beta2': a parameter (not 'pi0', a robot policy)

    r"|[a-z][\w\-]*[²³⁴]|.*[²³⁴][\d.].*"  # math that lost its markup: 'gap²', 'variance-σ²', 'd³.5', 'T²1' (not 'U²-Net')
    r"|[a-z]+(?:-to-|2)[A-Za-z]+|(?i:%s)-to-(?i:%s)"  # 'image-to-BEV', 'Text-to-SQL'
    r"|(?:%s)-to-(?:%s)"  # 'English-to-German': a translation direction, not a dataset
    % ("|".join(sorted(_GREEK_LETTER_NAMES - {"pi"})), _MODALITIES, _MODALITIES, _LANGUAGES, _LANGUAGES))
# 'experiments1', 'performance11The', 'dataset1and': a word with a footnote mark (and the next word) glued on
_FOOTNOTE_MARKED = re.compile(r"([a-z]{2,}(?:-[a-z]{2,})*)\.?\d{1,4}(?:[A-Z][a-z]*|and|the)?")  # ... or a number: 'more than1000'; 'problems.1'
_NAMING_HINT = re.compile(r"%s|coined|refer|denoted|(?:name|call|term|dub) (?:it|them|this)|we (?:call|term|dub)" % _NAMING_VERBS)
_HEAD_THEN_PREP = re.compile(r"\b(?:%s)\s+(?:for|of|on|in|to|that|which|where|with)\b" % "|".join(
    sorted(f"{h[:-1]}(?:y|ies)" if h.endswith("y") else f"{h}s?" for h in METHOD_APPOSITIVE_HEADS | BENCHMARK_APPOSITIVE_HEADS)),
    re.I)  # 'two strategies for ...: A and B'
# a name given to a problem or phenomenon: 'define this problem as X', 'we call this phenomenon X', 'term the issue X'
_PROBLEM_NAMED_BEFORE = re.compile(r"\b(?:define|call|term|name|dub|formulate|refer\s+to)s?\s+(?:this|the|such\s+an?|these)\s+"
                                   r"(?:new\s+)?(?:problem|task|issue|phenomenon|phenomena|setting|challenge|effect)s?\s+(?:as\s+)?$")
# 'we propose a novel problem -- Multimodal Sarcasm Explanation (MuSE) --', 'a new task, X (ACR)': a task set off after its head
_TASK_SET_OFF_BEFORE = re.compile(r"\b(?:an?|the)\s+(?:[a-z\-]+\s+){0,2}(?:task|problem|setting)\s*(?:,|:|--|—|–)\s*$")
_TASK_OF_BEFORE = re.compile(r"\b(?:the|a|new)\s+(?:[a-z\-]+\s+)?(?:task|problem)s?\s+of\s+(?:the\s+)?$")  # 'the task of Extreme ...'
_CONCEPT_COPULA = re.compile(
    r"^\s*(?:\([^)]*\)\s*)?(?:,\s*)?(?:is|are|refers to|has become|have become|remains?|addresses(?!\s+(?:this|that|these|those)\b)|aims)\s+(?:a|an|the)?\s*"
    r"(?:[\w\-]+\s+){0,3}?(?:paradigm|task|problem|field|area|setting|domain|topic|challenge|class|family|"
    r"fundamental|central|key|popular|widely|challenging|critical|crucial|important|promising|emerging)", re.I)
_PASSIVE_PROPOSAL = re.compile(r"\s*(?:\([^()]{1,30}\)\s*)?(?:is|are)\s+(?:(?:here|hereby|first)\s+)?"
                               r"(?:(?:introduced|proposed)\s+(?:as|in this|here|to)\b|(?:presented|developed)\s+(?:in this|here)\b)")
# what a definition says the name is: '(MF), a recent online learning algorithm', '(HTP) is an iterative greedy
# selection procedure'; one technique, or, for a name no other paper uses, also a model or framework ('Value Pursuit
# Iteration (VPI) is an approximate value iteration algorithm')
_DEFINITION_SAYS = (r"\s*(?:\([^)]*\)\s*)?(?:,\s*(?:which\s+(?:is|was)\s+)?|(?:is|was)\s+)(?:a|an)\s+(?:[\w\-]+,?\s+){0,5}?"
                    r"(?:%s)\b")
_DEFINED_AS_A_TECHNIQUE = re.compile(_DEFINITION_SAYS % "|".join(sorted(_ONE_TECHNIQUE_HEADS)))
_DEFINED_AS_A_METHOD = re.compile(_DEFINITION_SAYS % "|".join(sorted(_ONE_TECHNIQUE_HEADS | {"framework", "model", "architecture"})))
_POSED_NOUNS = r"(?:problem|task|setting|scenario|phenomenon|effect|condition|property)s?\b"
_NAME_IT_AS = r"\b(?:(?:name|call|term|dub)s?|named|called|termed|dubbed|refer(?:s|red)?\s+to)\s+(?:it|them|this\s+(?!%s)[\w\-]+)(?:\s+as)?(?:\s+(?:the|an?))?" % _POSED_NOUNS
# ('and name it as X', 'and named this mechanism the “Bi2 Copter”')
_WE_CALL = r"\bwe\s+(?:call|term|dub|refer\s+to\s+(?:our\s+(?:[\w\-]+\s+){1,4}?)?as)(?:\s+the)?"  # 'a model we refer to as the X (ACR)', 'a method we call X'
_NAMED_PROBLEM_JUST_AFTER = re.compile(r"\s+problems?\b")
_NAMED_PROBLEM_AFTER = re.compile(r"(?:\s*\([^()]{1,30}\))?\s+" + _POSED_NOUNS)  # ('the X (IBP) task')
_THING_IS_CALLED = re.compile(r"\b(?:model|method|algorithm|approach|framework|prior|process|estimator|measure|metric|scheme)\s+(?:is|are)\s+"
                               r"(?:then\s+|thus\s+|hence\s+)?(?:called|termed|dubbed|named|denoted)(?:\s+as)?(?:\s+the)?\s*$")
# ('the model is called the X (ACR)', 'This proposed approach is denoted X (ACR)')
_COINED = re.compile(r"\bcoined(?:\s+as)?(?:\s+the)?\s*[`'‘“\"]?\s*$")  # 'a conditional GAN—coined CorrectorGAN—': a name made here
_WE_CALL_THEN_NAME = re.compile(_WE_CALL + r"\s*[`'‘“\"]?\s*$", re.I)
_NAMING = re.compile(r"(?:\b(?<!so-)(?:%s|coined|referred(?: to)? as|denoted)(?:\s+the)?|%s|%s)\s*[`'‘“\"]?\s*$" % (_NAMING_VERBS, _NAME_IT_AS, _WE_CALL), re.I)
_NAME_IT = re.compile(r"(?:%s|%s)\s*[`'‘“\"]?\s*$" % (_NAME_IT_AS, _WE_CALL))
_DEVICE_WORD_AFTER = re.compile(r"\s+(?:(?:humanoid|quadruped|biped|legged|mobile|robotic|industrial|parallel|soft|"
                                r"surgical|tactile|depth|RGB-D|stereo|aerial|underwater)\s+)?(?:robots?|manipulators?|hands?|"
                                r"grippers?|sensors?|humanoids?|quadrupeds?|exoskeletons?|drones?|helicopters?|cameras?)\b")
_USED_BEFORE = _at_word_start(
    r"(?:\bthan|\bover|\boutperform\w*|\bcompared (?:to|with)|\bsuch as|\blike|\be\.g\.,?|\bincluding|"
    r"\bbaselines?|\bexisting|\bprior|\bprevious|\bstandard|\bpopular|\bvanilla|\bstate-of-the-art|\bsurpass\w*|"
    r"\bbeats?|\bon top of|\bbuilt (?:up)?on|\bbased on|\busing|\bwith|\bvia|\bapply(?:ing)?|\bfine-tun\w*|"
    r"\bleverag\w*|\badopt\w*|\bemploy\w*|\bfrom|\b(?<!consists )(?<!consist )(?<!consisting )(?<!composed )(?<!design )(?<!development )of|\bversus|\bvs\.?|\bagainst|\brival\w*|\bmatch\w*|\bexceed\w*|"
    r"\bsuch as the|\bnamely|\b(?:also|otherwise|commonly|widely|well|better|popularly|generally|collectively) known as|"
    r"\brecently (?:introduced|proposed|developed|released))\s*(?:the\s+|a\s+|an\s+)?(?:[\w\-.]+\s+){0,2}$", re.I)
_EVAL_BEFORE = _at_word_start(
    r"(?:\b(?:on|across|in)\s+(?:the\s+|several\s+|multiple\s+|four\s+|three\s+|two\s+|both\s+)?"
    r"|\b(?:data|samples|images|records|recordings|scans|participants|patients|subjects|(?:derived|extracted|sourced|drawn))\s+from\s+(?:the\s+)?"
    r"|\b(?:datasets?|benchmarks?|environments?|suites?|tasks?)(?:\s*\([^()]{1,20}\))?\s*(?:,\s*)?(?:such as|like|including|namely|:|\()\s*(?:the\s+)?"
    # (group 'evaluated': 'Experiments on the X ...', so X was there before)
    r"|\b(?P<evaluated>evaluated|tested|experiments?|results?|trained|fine-tuned|validated|performance|accuracy|sota|gains?)"
    r"\s+(?:\w+\s+){0,3}(?:on|across|in)\s+(?:the\s+)?)$",
    re.I)
_BENCH_LIST_INTRO = re.compile(
    r"\b(?:datasets?|benchmarks?|environments?|suites?|corpora|testbeds?|platforms|games|simulators)"
    r"(?:\s+(?:for|of|from|covering|spanning)\s+[^,;:()]{1,60}?)?"  # 'four datasets for human parsing, i.e., LIP, ...'
    r"\s*(?:,\s*)?(?:such as|like|including|namely|e\.g\.,?|i\.e\.,?|:|\(|—|–|-{2,3}|-(?=\s))\s*(?:[^\s,;()]+(?:\s+[^\s,;()]+)?\s*(?:,|and|or)\s*)*(?:and\s+|or\s+)?(?:the\s+)?$", re.I)
_EXAMPLES_BEFORE = re.compile(r"\b(?:such as|including|like|e\.g\.,?|namely)\s*(?:the\s+)?$")
_RESULT_OF_BEFORE = re.compile(r"\b(?:theorem|result|question|conjecture|lemma|inequality|argument|construction)s?\s+of\s+$")
_YEAR_THEN_COMMA = re.compile(r"(?:1[89]|20)\d\d\s*,")
# ('implemented in LabVIEW': software; 'the estimator used in BinaryConnect', 'augmented space (introduced in
# EASYADAPT)': a method's part or origin; 'resulting in the RL-CBF-CLF-QP', 'the uncertainty present in the CBF
# constraints': what a thing becomes or holds)
_NOT_EVAL_ON = re.compile(
    r"\b(?:(?:used|employed|adopted|utili[sz]ed|proposed|introduced|resulting|present|inherent|embedded|encoded|contained|"
    r"lies|lying|stored|hidden|involved)(?=\s+in\b)|based|built|relies|rely|relying|focus\w*|depend\w*|conditioned|trained|"
    r"pretrained|pre-trained|act\w*|operat\w*|draw\w*|build\w*|improv\w* upon|work\w*|insight\w*|impact|effect|emphasis|"
    r"light|top|implement\w*|programm\w*|written|coded|design\w*|mount\w*|install\w*|advances|advancements|progress|"
    r"breakthroughs|developments|research|interest)\s+(?:on|upon|in)\s+(?:the\s+)?$", re.I)


def _cited_persons(sentences: list[str], lex: Lexicon) -> frozenset[str]:
    """The names of the people an abstract cites ('Russo and Van Roy (2014)': Russo, Van Roy)."""
    persons: set[str] = set()
    for s in sentences:
        if not _CITATION_CUE.search(s) and not (" by " in s and _LISTED_BY_CUE.search(s)):
            continue
        for match in _CITED_PERSONS.finditer(s):
            names, et_al, inside, single, numbered, listed = match.groups()
            inside = inside or numbered or listed
            if names is not None and et_al is None and not _PERSON_SPLIT.search(names):
                continue  # 'Mixout (2020)': one capitalised word before a year may be a method
            group = [name.strip() for name in _PERSON_SPLIT.split(names or inside or single)]
            group = [name for name in group if name and name not in SECTION_WORDS and not lex.is_common_word(name)
                     and not lex.is_curated(name_key(name))]  # not 'Previously, Smith et al.', 'Cora, Citeseer and Pubmed (2008)'
            # 'et al.' says people; otherwise a family name of the corpus's authors vouches for its co-authors
            # ('Marvin and Linzen (2018)'), and a name the corpus uses as a thing needs one ('(Inspec 2001, SemEval 2010)')
            if et_al or single or any(name.split()[-1] in lex.surnames for name in group):
                persons.update(group)
            else:
                persons.update(name for name in group if lex.name_prior(name_key(name))[2] == 0)
    return frozenset(persons)


def _lower_modifier_before(s: str, start: int) -> bool:
    """Whether a lower-case word that modifies the name comes just before it ('chain' in 'Markov chain Monte
    Carlo'; not 'use' or 'the')."""
    word = _rx(r"\b([a-z][a-z\-]+)\s+$").search(s, max(0, start - 30), start)
    return word is not None and word.group(1) not in STOPWORDS and word.group(1) not in VERBS


def _set_off_start(s: str, end: int) -> int:
    """Where the mark that sets off a name ending at `end` starts ('(', ', “', ':' or ', ')."""
    match = _NAME_SET_OFF.search(s, 0, end)
    return match.start() if match else max(0, end - 2)


def _modifiers_then_bench_head(after: str) -> bool:
    """' multi-view stereo benchmark', ' large-scale video labeling dataset', ' human activity RGB-D dataset' (not
    ' coherence on several benchmark')."""
    match = _MODIFIERS_THEN_BENCH_HEAD.match(after)
    return bool(match) and not any(w in STOPWORDS or w in VERBS for w in match.group(1).split())


def _find(parent: dict[str, str], x: str) -> str:
    """Union-find root (no closures: compiled, two closures sharing a scope form a reference cycle)."""
    while parent.setdefault(x, x) != x:
        parent[x] = parent[parent[x]]
        x = parent[x]
    return x


def _union(parent: dict[str, str], a: str, b: str) -> None:
    ra, rb = _find(parent, a), _find(parent, b)
    if ra != rb:
        parent[max(ra, rb)] = min(ra, rb)


class Extractor:
    def __init__(self, lexicon: Lexicon | None = None) -> None:
        self.lex = lexicon if lexicon is not None else load_lexicon()
        self._title_head_in_text = False
        self._defined_long_keys: dict[str, tuple[bool, bool]] = {}
        self._title_text = ""
        self._coined_variants: set[tuple[str, str]] = set()  # ('bootstrapped', 'DQN'): variants the abstract coins
        self._commas_lost = False  # the abstract's lists of names lost their commas (_mentions)

    # ---------------------------------------------------------------- public
    def extract_or_fail(self, abstract: str, title: str | None = None) -> Extraction:
        """extract(), except that a failure of the extractor on one odd abstract gives an extraction
        without entities that says why (the build reports it and keeps the paper)."""
        try:
            return self.extract(abstract, title)
        except Exception as exc:  # noqa: BLE001 - one paper must not stop a build of thousands
            words = (abstract or "").split()
            display = title or (" ".join(words[:10]) + ("…" if len(words) > 10 else "")) or "(untitled)"
            return Extraction([], [], [], None, display, None, failure=f"{type(exc).__name__}: {exc}")

    def extract(self, abstract: str, title: str | None = None) -> Extraction:
        cleaned = clean_abstract(abstract or "", self.lex.uses)
        sentences = split_sentences(cleaned.text)
        title_text = clean_abstract(title).text if title else ""
        self._title_text = title_text
        mentions = self._mentions(sentences)
        if title_text:
            head_start, head = _title_head(title_text)
            defined_long = {m.defined.long for m in mentions if m.defined}
            self._title_head_in_text = name_key(head) in {name_key(m.text) for m in mentions} | \
                {name_key(long) for long in defined_long}
            # what the abstract defines: whether it writes the long form as a name (not a task) and whether that
            # is a family ('Large Language Models (LLMs)')
            self._defined_long_keys = {
                name_key(m.defined.long): (
                    all(w[:1].isupper() for w in m.defined.long.split() if w.lower() not in _CONNECTORS),
                    _is_family(m.defined.long.split()) or self._generic_family_written_out(m.defined.long))
                for m in mentions if m.defined and not self._generic_acronym(singular(m.defined.short))}
            title_mentions = self._title_mentions(title_text, len(sentences), head_start, head)
            # a name in the title joins the abstract's mentions of it; alone it is not evidence enough
            known = {self._mention_key(m.text) for m in mentions}
            # (or a curated name of several words: _known_names_in_title)
            mentions += [m for m in title_mentions
                         if m.title_head or self._mention_key(m.text) in known or " " in m.text]
        proposal_spans = self._proposal_spans(sentences)
        groups = self._group(mentions, sentences)
        entities, primary, subject = self._type_and_role(groups, sentences, proposal_spans, title_text, cleaned)
        if primary is None and title_text:
            primary = self._name_only_in_title(title_text, proposal_spans, entities, sentences) \
                or self._title_phrase_name(title_text, proposal_spans, entities, sentences) \
                or self._described_title_head(title_text, entities) \
                or self._title_dataset_name(title_text, entities, sentences) \
                or self._known_technique_under_own_word(title_text)
            named_with_head = _named_with_a_head(primary, entities) if primary is not None else None
            if named_with_head is not None:  # 'Attentional Aggregation' of the title is the abstract's 'Attentional
                primary = named_with_head  # Aggregation Module (AAM)'
                primary.role = "introduced" if primary.kind == "Benchmark" else "proposed"
            elif primary is not None:
                entities.append(primary)
        if primary is None:
            primary = _coined_lower_case_name(sentences, entities)
            if primary is not None:
                entities.append(primary)
        if primary is None and subject is not None:
            primary = subject
            subject.role = "introduced" if subject.kind == "Benchmark" else "proposed"
        methods = [e for e in entities if e.kind == "Method"]
        benchmarks = [e for e in entities if e.kind == "Benchmark"]
        concept_seeds = [e for e in entities if e.kind == "Concept"]
        seeds_copy = [Entity(e.name, e.kind, e.role, list(e.aliases), e.count, e.first, e.score) for e in concept_seeds]
        concepts = self._concepts(sentences, title_text, concept_seeds, _named_phrase_keys(methods + benchmarks, self.lex),
                                  named_tokens(methods, self.lex))
        display = title or (primary.name if primary else self._display_from_sentence(sentences))
        code_url = next((u for u in cleaned.urls if "github.com" in u.lower()), None)
        return Extraction(methods, benchmarks, concepts, primary, display, code_url, seeds_copy)

    # ---------------------------------------------------------------- mentions
    def _mentions(self, sentences: list[str]) -> list[Mention]:
        out: list[Mention] = []
        self._coined_variants = set()
        # an abstract of three or more sentences without one comma lost them in export (WACV 2025, RSS 2021):
        # its lists of names are written with spaces only
        self._commas_lost = len(sentences) >= 3 and not any("," in s for s in sentences)
        persons = _cited_persons(sentences, self.lex)
        for si, sentence in enumerate(sentences):
            tokens = tokenize(sentence)
            definitions = find_acronym_definitions(sentence)
            taken: list[tuple[int, int]] = []
            for index, d in enumerate(definitions):
                tail = None if d.short_first else _tail_after_short(sentence, d.end, d.short)
                if tail and tail[0] not in SECTION_WORDS and tail[0].lower() not in STOPWORDS \
                        and not any(o.start == tail[1] - len(tail[0]) for o in definitions):
                    # (not the first word of the next defined name: 'Low-Altitude Long-Endurance (LALE) Unmanned Aerial
                    # Vehicle (UAV)')
                    word, tail_end = tail
                    close = sentence.find(")", d.end)
                    d = AcronymDefinition(d.short, f"{d.long} {word}", d.start, tail_end)  # 'Linear-Core (LC) Surrogates'
                    definitions[index] = d
                    out.append(Mention(f"{d.short} {word}", si, close - len(d.short), tail_end,
                                       *_token_range(tokens, close - len(d.short), tail_end), defined=d))
                if d.short_first:
                    short_start = sentence.rfind(d.short, 0, d.start)
                    span = (short_start if short_start >= 0 else d.start, d.end)
                else:
                    span = (d.start, d.end)
                out.append(Mention(d.long, si, span[0], span[1], *_token_range(tokens, *span), defined=d))
                short_pos = sentence.find(d.short, d.end if not d.short_first else max(0, d.start - len(d.short) - 3))
                if short_pos >= 0:
                    s_span = (short_pos, short_pos + len(d.short))
                    out.append(Mention(d.short, si, s_span[0], s_span[1], *_token_range(tokens, *s_span), defined=d))
                    taken.append(s_span)
                taken.append(span)
            for mention in self._name_runs(sentence, tokens, si):
                if _ET_AL.match(sentence, mention.char_end):
                    continue  # 'Carmon et al.': a citation, not a method
                if (_VENUE_YEAR.fullmatch(mention.text) or _YEAR_AFTER.match(sentence, mention.char_end)) \
                        and _CITED_VENUE_BEFORE.search(sentence, max(0, mention.char_start - 120), mention.char_start):
                    continue  # '[De et al., FOCS 2016]': the venue of a cited work
                if "[" in sentence and _CITATION_KEY.fullmatch(mention.text) \
                        and sentence.rfind("[", 0, mention.char_start) > sentence.rfind("]", 0, mention.char_start):
                    continue  # '[CJJLLST23]', '[CJJJLST20, ACJJS21]': alphabetic citation keys
                if persons and mention.text in persons:
                    continue  # 'Mazumdar and Saha provided ...' after 'Mazumdar and Saha [NIPS 2017]'
                if "(" in sentence and (_IN_BIG_O.search(sentence, max(0, mention.char_start - 40), mention.char_start)
                                        or is_capword(mention.text) and _FUNCTION_CALL.match(sentence, mention.char_end)):
                    continue  # 'from O(N²B) to O(N²⁺NB)', 'the space Diff(M)': math, not names
                if not any(a < mention.char_end and mention.char_start < b for a, b in taken):
                    out.append(mention)
        return self._sentence_initial_repeats(out, sentences)

    @staticmethod
    def _sentence_initial_repeats(mentions: list[Mention], sentences: list[str]) -> list[Mention]:
        """'Collage Diffusion harmonizes the input layers ...' after '..., Collage Diffusion generates ...': a name of
        several words that the abstract writes inside a sentence is the name where a sentence opens with it too (the
        name finder does not trust a sentence's first capitalised words on their own)."""
        names = {m.text for m in mentions if " " in m.text and m.text[:1].isupper() and m.defined is None}
        if not names:
            return mentions
        for si, sentence in enumerate(sentences):
            start = len(sentence) - len(sentence.lstrip(" \"'“‘("))
            for name in names:
                end = start + len(name)
                if sentence.startswith(name, start) and (end == len(sentence) or not (sentence[end].isalnum() or sentence[end] == "-")) \
                        and not any(m.sentence == si and m.char_start <= start and m.char_end >= end for m in mentions):
                    mentions = [m for m in mentions if not (m.sentence == si and m.char_start < end and start < m.char_end)]
                    mentions.append(Mention(name, si, start, end, *_token_range(tokenize(sentence), start, end)))
                    break
        return mentions

    def _name_runs(self, sentence: str, tokens: list[tuple[str, int, int]], si: int) -> list[Mention]:
        runs: list[Mention] = []
        n = len(tokens)
        i = 0
        while i < n:
            tok = tokens[i][0]
            if tok.islower() and tok.isascii() and tok.isalpha() or len(tok) == 1 and not tok.isalnum():
                i += 1  # most words and all punctuation: never part of a name
                continue
            if "/" in tok and tok[:1].isupper():
                pair = self._name_pair(sentence, tokens, i, si)
                if pair:
                    runs += pair
                    i += 1
                    continue
            if tok in _NEVER_IN_NAMES or not (is_strong(tok) or is_capword(tok) or _list_item_name(tokens, i)
                                              or self._curated_short_name(tok)
                                              or self._roman_letter_name(tok)
                                              or (("/" in tok or "-" in tok) and self._curated_joined_name(tok))
                                              or ((tok[1:2] == "-" and _CAP_PREFIXED_WORD.fullmatch(tok)
                                                   or _PREFIXED_ACRONYM.fullmatch(tok) and (i + 1 == n or not tokens[i + 1][0][:1].islower()))
                                                  and _NAMING.search(sentence, 0, tokens[i][1]))):  # 'We call it dual-NMT'
                i += 1
                continue
            j = i + 1
            while j < n:
                nxt, prev = tokens[j][0], tokens[j - 1][0]
                if nxt in _NEVER_IN_NAMES:
                    break
                if is_strong(nxt) or is_capword(nxt):
                    j += 1
                elif prev in _SCORED_METRICS and nxt[:1].isdigit():
                    break
                elif _VERSION_SUFFIX.match(nxt) and (is_strong(prev) or is_capword(prev) and (
                        nxt[0] != "V" or j - i >= 2)) and not (j + 1 < n and tokens[j + 1][0] == "%"):
                    # 'NYU Depth V2', 'SegTrack V2'; not 'Macaque V1', nor a score: 'Det-Fly 96.2%'
                    j += 1
                elif nxt in _ROMAN_VERSIONS and (is_strong(prev) or is_capword(prev)) and prev not in _NUMBERED_KINDS:
                    j += 1  # 'HERI II', 'the Pioneer III robot': a version in Roman numerals (not 'Type II', 'Phase III')
                    break
                elif _NUMBER_SUFFIX.match(nxt) and is_strong(prev) and (
                        _YEAR.match(nxt) or j + 1 == n or not tokens[j + 1][0][:1].islower() or tokens[j + 1][0] in ("and", "or")
                        or tokens[j + 1][0] in _SINGLE_BENCH_HEADS or tokens[j + 1][0].rstrip("s") in _SINGLE_BENCH_HEADS
                        or self._known_whole(name_key(" ".join(t[0] for t in tokens[i:j + 1])))):
                    j += 1  # 'PASCAL VOC 2012', 'NTU RGB+D 60', 'NTU RGB+D 120 datasets': the number ends the name
                    break  # (a known name's number whatever follows: 'from NTU RGB+D 120 as the target')
                elif j - i == 1 and _NUMBER_SUFFIX.match(nxt) and is_capword(prev) and self.lex.is_curated(name_key(prev + nxt)):
                    j += 1  # 'Atari 2600', 'Caltech 101', 'Kinetics 400': a known name, written with a space
                    break
                elif _YEAR.match(nxt) and prev.lower() in _EVENT_NOUNS and j - i >= 2:
                    j += 1  # 'ViZDoom AI Competition 2016', 'the VOT Challenge 2016': an event's edition
                    break
                elif len(nxt) == 1 and nxt.isdigit() and nxt != "0" and (
                        j + 1 == n or not tokens[j + 1][0][:1].islower() or tokens[j + 1][0] in _AFTER_VERSION) \
                        and prev.lower() not in _EVENT_NOUNS and (self.lex.is_curated(name_key(tokens[i][0]))
                                                                    or self._known_whole(name_key(" ".join(t[0] for t in tokens[i:j])))):
                    j += 1  # 'Claude Opus 4', 'Llama 3', 'Stable Diffusion 3': a known model's version (not 'ResNet 5 times')
                    break
                elif nxt.lower() in _JOINING_CONNECTORS and j + 1 < n and is_capword(tokens[j + 1][0]) and is_capword(prev) \
                        and not (nxt != "of" and self._known_whole(name_key(" ".join(t[0] for t in tokens[i:j])))):
                    j += 2  # (not 'Viterbi for Wall Street Journal': a known name, then what it is used on)
                elif nxt == "over" and j + 1 < n and tokens[j + 1][0].isalpha() and is_capword(tokens[j + 1][0]) \
                        and prev.isalpha() and is_capword(prev):
                    j += 2  # 'Intersection over Union' (not 'Union' alone), but not '... over Grad-CAM'
                elif nxt in ("and", "&") and j + 1 < n and (is_capword(tokens[j + 1][0]) or is_strong(tokens[j + 1][0])) \
                        and self._known_whole(name_key(" ".join(t[0] for t in tokens[i:j]) + " and " + tokens[j + 1][0])):
                    j += 2  # 'Tanks and Temples', 'Tanks & Temples', 'Branch and Bound': one known name, not two
                else:
                    break
            span_tokens = tokens[i:j]
            start = i
            # sentence-initial capitalised words are not names on their own evidence
            while span_tokens and start == _sentence_start(tokens) and not is_strong(span_tokens[0][0]) and \
                    (span_tokens[0][0] in SECTION_WORDS or self.lex.is_common_word(span_tokens[0][0]) or len(span_tokens) == 1):
                span_tokens = span_tokens[1:]
                start += 1
            end = start + len(span_tokens)
            if span_tokens and (end + 1 < n and tokens[end][0] == "=" and not tokens[end + 1][0][:1].isdigit()
                                or start > 0 and tokens[start - 1][0] == "="):
                span_tokens = []  # 'solves the linear problem AX = E': a variable in an equation (not 'AUC = 88%')
            # ... nor a common word alone opening a quotation: 'labels like “Yes” and “No”', '"Slide along x while ..."'
            if len(span_tokens) == 1 and start > 0 and tokens[start - 1][0] in ("“", '"') and not is_strong(span_tokens[0][0]) \
                    and self.lex.is_common_word(span_tokens[0][0], 1 / 3) and not _NAMING.search(sentence, 0, tokens[start - 1][1]):
                span_tokens = []
            if len(span_tokens) == 2 and is_strong(span_tokens[1][0]) and (
                    span_tokens[0][0] in _QUESTION_OPENERS or _item_start(tokens, start)
                    and not is_strong(span_tokens[0][0]) and self.lex.is_common_word(span_tokens[0][0])):
                span_tokens = span_tokens[1:]  # '(i) Current VLMs exhibit ...', 'a question: Do VLMs truly ...'
                start += 1
            while span_tokens and (span_tokens[-1][0].lower() in _CONNECTORS):
                span_tokens = span_tokens[:-1]
            if len(span_tokens) > 1 and span_tokens[0][0] in ("The", "A", "An") and (
                    len(span_tokens) > 2 or is_strong(span_tokens[1][0])):
                span_tokens = span_tokens[1:]  # 'we present The Oxford Radar RobotCar Dataset' (but 'The Pile')
                start += 1
            if len(span_tokens) > 1 and is_strong(span_tokens[-2][0]) and self._generic_acronym(singular(span_tokens[-1][0])) \
                    and name_key(span_tokens[-2][0]) in self.lex.curated_methods:
                span_tokens = span_tokens[:-1]  # 'the popular DDPG RL algorithm': a known name, then its field ('UC-Matrix RL' stays)
            while span_tokens and span_tokens[0][0] in _CONNECTORS:  # 'Experiments on Cora': not 'on Cora'
                span_tokens = span_tokens[1:]
                start += 1
            if len(span_tokens) == 1 and start > 0 and tokens[start - 1][0].isdigit() and not _YEAR.match(tokens[start - 1][0]) \
                    and is_capword(span_tokens[0][0]) and (
                        self.lex.is_curated(name_key(tokens[start - 1][0] + " " + span_tokens[0][0]))  # 'on 50 Salads and GTEA'
                        or start > 1 and start + 1 < n and tokens[start + 1][0] in _SINGLE_BENCH_HEADS
                        and tokens[start - 2][0].lower() == "the" and span_tokens[0][0].endswith("s")):
                span_tokens = tokens[start - 1:start + len(span_tokens)]  # 'the 12 Lakes dataset'
                start -= 1
            elif span_tokens and start > 0 and _DIMENSION_PREFIX.fullmatch(tokens[start - 1][0]) and self._known_whole(
                    name_key(" ".join([tokens[start - 1][0]] + [t[0] for t in span_tokens]))):
                span_tokens = tokens[start - 1:start + len(span_tokens)]  # 'a 3D Gaussian Splatting representation'
                start -= 1
            for a, b in self._names_in_a_run(sentence, span_tokens):
                mention = self._accept_run(sentence, tokens, start + a, start + b, si)
                if mention:
                    runs.append(mention)
                    if b == len(span_tokens) and _YEAR.match(span_tokens[-1][0]):
                        runs += _later_editions(mention, tokens, start + b, si)
            i = max(j, i + 1)
        return runs

    def _names_in_a_run(self, sentence: str, span_tokens) -> list[tuple[int, int]]:
        """The (start, end) of each name in a run of name words: the whole run, unless it is several names written
        without commas between them (curated datasets, or coined names; not a long form before its acronym)."""
        if len(span_tokens) < 2:
            return [(0, len(span_tokens))] if span_tokens else []
        words = [t[0] for t in span_tokens]
        pieces = self._known_datasets_in_a_row(words)
        if pieces is None and not sentence[span_tokens[-1][2]:span_tokens[-1][2] + 2].lstrip().startswith("("):
            pieces = _coined_names_in_a_row(words) or _acronyms_in_a_row(words)
            if pieces is None and self._commas_lost:
                pieces = self._names_listed_without_commas(words)
        return pieces or [(0, len(span_tokens))]

    def _names_listed_without_commas(self, words: list[str]) -> list[tuple[int, int]] | None:
        """The (start, end) of each name in a run of two or more known names and name-shaped words, in an abstract
        that lost its commas: 'on J-HMDB UCF101-24 and AVA', 'SimCLR BarlowTwins', 'Crack500 DeepCrack' (not a
        known name whole, 'MS COCO', nor one that goes on with a capitalised word, 'TAP-Vid Davis')."""
        def name_end(a: int) -> int | None:
            b = _longest_known_from(words, a, self._known_whole)
            if b is not None and (b > a + 1 or is_strong(words[a])):
                return b  # a known name ('UCF101-24', 'NYU Depth V2'); one capitalised word only if shaped like a name
            return a + 1 if is_strong(words[a]) else None  # a name-shaped word no one else uses ('DeepCrack')

        return _pieces_in_a_row(words, self._known_whole, name_end)

    def _known_datasets_in_a_row(self, words: list[str]) -> list[tuple[int, int]] | None:
        """The (start, end) of each curated dataset in a run made of two or more of them and nothing else:
        'on PACS VLCS OfficeHome', 'on Pascal VOC Cityscapes' (abstracts that lost their commas)."""
        curated = self.lex.curated_benchmarks.__contains__
        return _pieces_in_a_row(words, curated, lambda a: _longest_known_from(words, a, curated))

    def _mention_key(self, text: str) -> str:
        """The key that groups a paper's mentions of one entity (_entity_key, keeping a dataset's size)."""
        return _entity_key(text, keep_size=text.endswith(_SIZE_ENDS) and self._names_a_dataset_version(text))

    def _names_a_dataset_version(self, text: str) -> bool:
        """'MovieLens 1M', 'Human 3.6M', 'Tsinghua-Tencent 100K': a size that is part of a dataset's name (each
        size names another dataset), unlike a model's parameter count ('Llama 7B' is Llama)."""
        words = text.split()
        if len(words) < 2 or not _SIZE.match(words[-1]):
            return False
        bench, method, _ = self.lex.name_prior(name_key(text))
        return bench >= 3 and bench > 2 * method

    def _known_whole(self, key: str) -> bool:
        """A name of the curated lists, or one that at least five corpus papers write as a name
        ('Branch-and-Bound')."""
        return self.lex.is_curated(key) or self.lex.name_prior(key)[2] >= 5

    def _accept_run(self, sentence, tokens, a, b, si) -> Mention | None:
        words = [t[0] for t in tokens[a:b]]
        if len(words) > 1 and _POSSESSIVE.search(words[0]) and _POSSESSIVE.sub("", words[0]) not in self.lex.surnames \
                and (is_strong(words[1]) or self._known_whole(name_key(" ".join(words[1:])))):
            # "OpenAI's GPT-4", 'Google’s Gemini Pro': the owner is no part of the name (unlike "Cohen's Kappa" or
            # "Bloom's Taxonomy", named after a person)
            a += 1
            words = words[1:]
        if len(words) == 1:
            if a > 0 and words[0] in _UNIT_WORDS and tokens[a - 1][0][:1].isdigit():
                return None  # 'forces up to 40 Newton', '0.5 Newtons': a unit after its number
            if words[0].isupper() and _special_token(tokens, a, b):
                return None
            if a > 0 and tokens[a - 1][0].lower() in _VARIANT_MODIFIERS and _rx(r"[A-Z]{2,5}s?").fullmatch(words[0]) \
                    and words[0].rstrip("s") in _VARIANT_ACRONYMS and words[0].rstrip("s") not in _ARCHITECTURE_FAMILIES \
                    and not (b < len(tokens) and tokens[b][0] in ("problem", "problems", "setting", "task")):  # 'the sparse NMF problem'
                start = tokens[a - 1][1]  # 'a linear SVM', 'kernel PCA', 'a conditional VAE': a named variant
                return Mention(sentence[start:tokens[a][2]], si, start, tokens[a][2], a - 1, b)
            if a > 0 and _COINED_MODIFIER.fullmatch(tokens[a - 1][0]) and (
                    (tokens[a - 1][0], words[0]) in self._coined_variants
                    or self._coined_by_a_verb(tokens, a, b) and tokens[a - 1][0] not in STOPWORDS
                    and tokens[a - 1][0] not in _EVALUATIVE_MODIFIERS and not tokens[a - 1][0].endswith("ing")
                    and self._known_model(words[0]) and not self._generic_acronym(words[0])
                    and (self.lex.expansion(name_key(words[0])) or ("", 0.0))[1] < 0.6):
                # (not 'we propose regularizing OT', 'lifelong SLAM', 'unsupervised CD': a gerund, a task's acronym)
                # 'we develop bootstrapped DQN', 'we introduce hyperbolic SVM', 'we develop a hierarchically coupled
                # HMM': the paper's own variant, however it is written after that
                self._coined_variants.add((tokens[a - 1][0], words[0]))
                first = a - 2 if a > 1 and tokens[a - 2][0].endswith("ly") and tokens[a - 2][0].islower() else a - 1
                start = tokens[first][1]
                return Mention(sentence[start:tokens[a][2]], si, start, tokens[a][2], first, b)
            ext = self._curated_extension(tokens, a, b)
            if ext is not None:  # 'the Shapley value', 'a Random forest': a known name with its lower-case rest
                a = self._known_modifier_start(sentence, tokens, a, ext)
                return Mention(sentence[tokens[a][1]:tokens[ext - 1][2]], si, tokens[a][1], tokens[ext - 1][2], a, ext)
            if (known_start := self._known_modifier_start(sentence, tokens, a, b, self.lex.curated_methods.__contains__)) < a:
                start = tokens[known_start][1]  # 'the generative model of naive Bayes': a curated method's lower-case
                # first word (not data: 'fast MRI scans' are no fastMRI)
                return Mention(sentence[start:tokens[a][2]], si, start, tokens[a][2], known_start, b)
            plural_possessive = b + 1 < len(tokens) and tokens[b][0] in ("’", "'") and words[0].endswith("s") \
                and tokens[b][1] == tokens[b - 1][2] and tokens[b + 1][0][:1].isalpha() \
                and sentence[tokens[a][1] - 1:tokens[a][1]] not in ("'", "‘", "`", '"', "“")  # not "called 'Nexus', a"
            if is_capword(words[0]) and (_POSSESSIVE.search(words[0]) or plural_possessive):
                ext = self._eponym_extension(tokens, b + plural_possessive)
                if ext is not None:  # Price's gradient
                    return Mention(sentence[tokens[a][1]:tokens[ext - 1][2]], si, tokens[a][1], tokens[ext - 1][2], a, ext)
                if not self.lex.is_curated(name_key(_POSSESSIVE.sub("", words[0]))):
                    return None  # "Barthes’ definition", "Smith's view": a person's idea, not a named method
            math_at = b + 1 if b + 1 < len(tokens) and tokens[b][0] in ("lower", "upper", "tight") else b
            if (is_capword(words[0]) or _PREFIXED_EPONYM.fullmatch(words[0])) and math_at < len(tokens) \
                    and tokens[math_at][0].lower() in MATH_OBJECT_NOUNS and \
                    self._eponym_extension(tokens, b) is None and name_key(words[0]) not in self.lex.curated_benchmarks:
                return None  # Euclidean space, Lie groups, Bures-Wasserstein space, the Cramér-Rao lower bound
            word = _POSSESSIVE.sub("", words[0])
            word_base = _SUFFIXES.sub("", word) if is_strong(word) or is_capword(word) else word
            suffixed = word_base != word
            if suffixed:
                word = word_base
                if not (is_strong(word) or is_capword(word) or _rx(r"[A-Z]{2,}s?").fullmatch(word)):
                    return None
            if word in NON_ENTITY_PROPER or word.rstrip("s") in NON_ENTITY_PROPER or name_key(word) in GENERIC_ACRONYM_KEYS:
                return None
            if "&" in word and any(part in NON_ENTITY_PROPER for part in word.split("&")):
                return None  # 'MATLAB&Simulink': tools glued together
            if word == "Bayesian":
                return None  # 'a Bayesian filter', 'the Bayesian method': probabilistic, nobody's technique
            if len(word) <= 4 and word.isupper() and word.lower() in STOPWORDS and not (a > 0 and tokens[a - 1][0] == "(") \
                    and not (b < len(tokens) and tokens[b][0] == "," and _NAMED_AFTER_PROPOSAL.search(sentence, 0, tokens[a][1])):
                return None  # 'two relations named NEXT and IS': a function word in capitals (not 'sampling (IS)', nor
                # 'we develop MORE, a new dataset')
            if word in _LIE_GROUPS and _rx(r"\s*\(\s*(?:\d+|[a-zA-Z])\s*\)").match(sentence, tokens[a][1] + len(word)):
                return None  # 'SE(3)', 'SO(n)': a matrix group, not a name
            if "." in word and word.replace(".", "") in NON_ENTITY_PROPER:
                return None  # 'the U.S. population'
            venue_year = _GLUED_YEAR.fullmatch(word) if word[-1:].isdigit() else None
            if venue_year and venue_year.group(1) in NON_ENTITY_PROPER:
                return None  # 'ICPR2008', "NIPS'17": a venue and its year
            if word[0].isdigit() and "-" in word:
                rest = word.split("-", 1)[1]
                if rest in NON_ENTITY_PROPER or self._generic_acronym(singular(rest)) or (
                        not is_strong(rest) and _rx(r"(?i).*(?:aware|free|based|like|level|wise|scale|ed|ive|able|al|ic|ing)").fullmatch(rest)):
                    return None  # '3D-CNN', '3D-LiDAR', '3D-Aware': a dimension on a family, a device or a word
            if _JUNK_NAME.match(word):
                return None  # 'En-X', 'non-English', 'intensiveIn' (two sentences glued together)
            prefixed = _PREFIXED_EPONYM.fullmatch(word)
            if prefixed and (_rx(r"(?:ian|ean)$").search(prefixed.group(1)) or (
                    (self.lex.standalone_share(prefixed.group(1)) or 1.0) < 0.35
                    and _rx(r"(?:sampling|sampler|algorithm|method)s?\b").match(sentence, tokens[b][1] if b < len(tokens) else len(sentence)) is None)):
                return None  # 'semi-Markov dynamics', 'port-Hamiltonian systems': an eponym adjective, prefixed
                # (not 'pseudo-Gibbs sampling')
            if "-" in word and word[0].isupper() and self.lex.is_common_word(word) and not self._curated_joined_name(word) \
                    and not (b < len(tokens) and tokens[b][0] in (",", ":") and _NAMED_AFTER_PROPOSAL.search(sentence, 0, tokens[a][1])):
                return None  # 'End-to-End', 'Real-Time': capitalised ordinary compounds (not 'We present Self-Guidance, a ...')
            parts = [part for part in word.split("-") if part]
            if len(parts) > 1 and _only_places_and_peoples(parts):
                return None  # 'English-Czech', 'Simplified-Chinese'
            if not is_strong(word) and not _list_item_name(tokens, a) and not (
                    ("-" in word or "/" in word) and self._curated_joined_name(word)):  # 'K-means', 'Q-learning'
                if word not in SECTION_WORDS and self.lex.is_common_word(word) and b < len(tokens) \
                        and tokens[b][0] in (",", ":", "(") and _NAMED_AFTER_PROPOSAL.search(sentence, 0, tokens[a][1]):
                    return Mention(word, si, tokens[a][1], tokens[a][1] + len(word), a, b)  # 'we introduce Gecko, a ...'
                if b < len(tokens) and tokens[b][0].rstrip("s") in _SINGLE_BENCH_HEADS and a >= 2 and tokens[a - 1][0] == "the" \
                        and tokens[a - 2][0] != "in" and not tokens[a - 2][0][:1].isupper() and is_capword(word) \
                        and word not in SECTION_WORDS \
                        and not _LANGUAGE_WORD.match(word):
                    # 'on the Touchdown benchmark', 'the UCI Adult dataset', 'the Office dataset': a capitalised word
                    # the data is named by (not 'the English corpus', nor '... in the Wild dataset')
                    return Mention(word, si, tokens[a][1], tokens[a][1] + len(word), a, b)
                # ('Convolutional' alone, of 'deep Convolutional and Long Short-Term Memory Networks', is no name)
                if (word in SECTION_WORDS or self.lex.is_common_word(word) or self._modifier_word(word)) and not (
                        a > _sentence_start(tokens) and self.lex.is_curated(name_key(word))):  # 'on the Pile and C4'
                    ext = self._eponym_extension(tokens, b, max_words=1)
                    if ext is not None and word not in SECTION_WORDS and a > _sentence_start(tokens) and not _item_start(tokens, a):
                        return Mention(sentence[tokens[a][1]:tokens[ext - 1][2]], si, tokens[a][1], tokens[ext - 1][2], a, ext)
                    return None
                if _rx(r"(?:ian|ean)s?$").search(word):
                    ext = self._eponym_extension(tokens, b, adjective=True)
                    if ext is None or tokens[ext - 1][0] in ("distance", "distances"):
                        return None  # Hessian, Jacobian, Euclidean (distance): mathematical objects and adjectives
                share = self.lex.standalone_share(word)
                if share is not None and share < 0.35 and not self.lex.is_curated(name_key(word)) and not (
                        b < len(tokens) and tokens[b][0] in (",", ".", ";") and _HEAD_SET_OFF_BEFORE.search(sentence, 0, tokens[a][1])):
                    # ('a ... debiasing framework – Corsair, which ...': a name, however few papers use the word)
                    # adjective-like eponym (Gaussian noise): a name only with a technique head
                    ext = self._eponym_extension(tokens, b)
                    if ext is None:
                        return None
                    b = ext
                    words = [t[0] for t in tokens[a:b]]
                    text = sentence[tokens[a][1]:tokens[b - 1][2]]
                    return Mention(text, si, tokens[a][1], tokens[b - 1][2], a, b)
                if not is_strong(word) and len(word) <= 2 and not self._curated_short_name(word):
                    return None
            ext = self._eponym_extension(tokens, b) if is_capword(word) and not is_strong(word) and not suffixed else None
            if ext is not None:  # (not 'a Perceptron-like algorithm': that is the Perceptron's kind)
                a = self._known_modifier_start(sentence, tokens, a, ext)
                return Mention(sentence[tokens[a][1]:tokens[ext - 1][2]], si, tokens[a][1], tokens[ext - 1][2], a, ext)
            start = tokens[a][1]
            if word[0].islower() and b < len(tokens) and tokens[b][0] in _LOWER_NAME_HEADS:
                return Mention(sentence[start:tokens[b][2]], si, start, tokens[b][2], a, b + 1)  # best-of-N sampling
            ext = self._model_head_extension(tokens, b, word) if "-" in word and not suffixed else None
            if ext is not None:  # 'the Curie-Weiss model'
                return Mention(sentence[start:tokens[ext - 1][2]], si, start, tokens[ext - 1][2], a, ext)
            return Mention(word, si, start, start + len(word), a, b)
        text = sentence[tokens[a][1]:tokens[b - 1][2]]
        ext = self._model_head_extension(tokens, b, text)
        if ext is not None:  # 'the Hodgkin Huxley model'
            return Mention(sentence[tokens[a][1]:tokens[ext - 1][2]], si, tokens[a][1], tokens[ext - 1][2], a, ext)
        suffix = _ADJECTIVE_COMPOUND.search(words[-1])
        if suffix is not None:
            stem = text[:len(text) - len(words[-1]) + suffix.start()]
            if self._known_whole(name_key(stem)):  # 'an Extended Kalman Filter-based algorithm': a known name at work
                return Mention(stem, si, tokens[a][1], tokens[a][1] + len(stem), a, b)
        text = _POSSESSIVE.sub("", text)
        parts = [part for part in _rx(r"[A-Za-z]+").findall(text) if part.lower() not in _CONNECTORS]
        if parts and _only_places_and_peoples(parts):
            return None  # language pairs such as English to Czech
        words = [w for w in text.split() if w.lower() not in _CONNECTORS]
        if _only_places_and_peoples(words):
            return None  # 'Intel Xeon with Scikit-Learn', 'North American bird species', 'Modern Standard Arabic'
        if len(words) == 2 and words[0] in NON_ENTITY_PROPER and is_strong(words[1]) and _rx(r".*[a-z].*").fullmatch(words[1]) \
                and not self.lex.is_curated(name_key(text)):
            start = tokens[b - 1][1]  # 'Torchvision ResNet-50', 'PyTorch BERT': the library, then the model
            return Mention(sentence[start:tokens[b - 1][2]], si, start, tokens[b - 1][2], b - 1, b)
        if len(words) > 1 and (known_start := self._known_modifier_start(sentence, tokens, a, b)) < a:
            a = known_start  # 'in an extended Kalman Filter framework': the lower-case word belongs to the known name
            return Mention(sentence[tokens[a][1]:tokens[b - 1][2]], si, tokens[a][1], tokens[b - 1][2], a, b)
        return Mention(text, si, tokens[a][1], tokens[b - 1][2], a, b)

    def _known_modifier_start(self, sentence, tokens, a, end, known=None) -> int:
        """'an extended Kalman filter', 'the unscented Kalman filter': the lower-case word before a name that
        belongs to a known longer name (known(key): _known_whole unless given)."""
        if a > 0 and _rx(r"[a-zà-ÿ][a-zà-ÿ\-]+").fullmatch(tokens[a - 1][0]) and tokens[a - 1][0] not in STOPWORDS \
                and (known or self._known_whole)(name_key(sentence[tokens[a - 1][1]:tokens[end - 1][2]])):
            return a - 1
        return a

    def _name_pair(self, sentence, tokens, i, si) -> list[Mention]:
        """'the GPT-3.5/GPT-4 models', 'BERT/RoBERTa': two names joined by a slash (not 'GPS/IMU', 'CNN/DailyMail')."""
        tok, start = tokens[i][0], tokens[i][1]
        shared = _rx(r"([A-Za-z][A-Za-z\-]*?-?)(\d+)/(\d+)").fullmatch(tok)
        if shared and self.lex.is_curated(name_key(shared.group(1) + shared.group(2))):
            second = shared.group(1) + shared.group(3)  # 'CIFAR-10/100': CIFAR-10 and CIFAR-100
            return [Mention(shared.group(1) + shared.group(2), si, start, start + len(shared.group(1) + shared.group(2)), i, i + 1),
                    Mention(second, si, start, tokens[i][2], i, i + 1)]
        parts = tok.split("/")
        if len(parts) != 2 or self._curated_joined_name(tok) or _MODEL_PATCH.fullmatch(tok) or _MODEL_SIZES.fullmatch(tok):
            return []
        if not all(is_strong(p) and p not in NON_ENTITY_PROPER and self._known_model(p) for p in parts):
            return []  # not V100/A100 GPUs, PSNR/SSIM, IPv4/IPv6
        second = start + len(parts[0]) + 1
        return [Mention(parts[0], si, start, second - 1, i, i + 1), Mention(parts[1], si, second, tokens[i][2], i, i + 1)]

    def _known_model(self, name: str) -> bool:
        """A model the curated lists (variants included) or several papers of the corpus name as a method."""
        key = name_key(name)
        base = _VARIANT_SUFFIX.sub("", key)
        if key in self.lex.curated_methods or (len(base) >= 3 and base in self.lex.curated_methods):
            return key not in self.lex.hardware
        lex_bench, lex_method, _ = self.lex.name_prior(key)
        return lex_method >= 5 and lex_method > 3 * lex_bench and key not in self.lex.hardware

    @staticmethod
    def _coined_by_a_verb(tokens, a: int, b: int) -> bool:
        """A coining verb before the modifier at a - 1 of the name tokens[a:b]: 'we develop bootstrapped DQN', 'we
        propose a new communication-compressed AMSGrad', 'we develop a hierarchically coupled HMM' (an adverb, then
        an article or 'new', may come between)."""
        if a > 1 and tokens[a - 2][0].lower() in _COINING_VERBS:
            return True  # the modifier right after the verb: 'we develop bootstrapped DQN', 'we propose role-based MADDPG'
        modifier = tokens[a - 1][0]
        if modifier in METHOD_APPOSITIVE_HEADS or modifier in _TECHNIQUE_HEADS or _ADJECTIVE_COMPOUND.search(modifier):
            return False  # 'we propose a new framework SAC' (a head, then the name), 'a diffusion-based DETR'
        if b < len(tokens) and tokens[b][0][:1].islower() and tokens[b][0] not in STOPWORDS \
                and tokens[b][0] not in _VARIANT_HEADS:
            return False  # 'we propose an end-to-end ASD workflow': what is proposed is the workflow, for a task (but
            # 'a split-and-merge Metropolis-Hastings procedure' is the variant)
        i = a - 2
        if i >= 0 and tokens[i][0].endswith("ly") and tokens[i][0].islower():
            i -= 1
        while i >= 0 and tokens[i][0].lower() in ("a", "an", "new", "novel"):
            i -= 1
        return i >= 0 and tokens[i][0].lower() in _COINING_VERBS

    def _curated_short_name(self, tok: str) -> bool:
        """'A*', 'D*', 'C4', 'T5', 'o1': known names of two characters, which their shape does not make names."""
        return len(tok) == 2 and (tok[1] == "*" or tok[1].isdigit()) and self.lex.is_curated(name_key(tok))

    def _curated_joined_name(self, tok: str) -> bool:
        """'CNN/DailyMail', 'Q-learning': known names whose shape says nothing ('GPS/IMU', 'k/eps' are pairs and
        formulas, 'X-ray' and 'N-gram' words)."""
        key = name_key(tok)
        if not tok[:1].isupper():  # 'ogbn-arxiv', 'youtube-vos'; not 'mul-tiple' (MultiPL-E), a line-broken word,
            # nor 'a meta-dataset': words anyone may join
            return "-" in tok and key in self.lex.curated_benchmarks and not self.lex.is_common_word(tok.replace("-", "")) \
                and not all(p in _NOT_VARIANT_PREFIXES or self.lex.is_common_word(p) for p in tok.split("-"))
        return self.lex.is_curated(key)

    def _new_name_in_commas(self, s: str, m: Mention) -> bool:
        """'a semi-supervised approach for video classification, VideoSSL, using ...': a name no other paper
        uses, set off by commas after the phrase it names."""
        return s[max(0, m.char_start - 2):m.char_start] == ", " and s[m.char_end:m.char_end + 1] == "," \
            and is_strong(m.text) and self.lex.name_prior(name_key(m.text))[2] == 0

    def _model_family(self, name: str) -> str:
        """The key of the known model a checkpoint's name starts with ('Qwen2.5' of 'Qwen2.5-Math-7B', 'Llama' of
        'Llama-3.1-8B-Instruct'), or ''."""
        parts = name.split("-")
        if len(parts) < 2 or not (_MODEL_SIZE.search(name) or parts[-1].lower() in _TUNED_MODEL_SUFFIXES):
            return ""  # (a size, or a tuned release's suffix: 'LLaMA2-Chat', 'Mistral-Instruct')
        for end in range(len(parts) - 1, 0, -1):
            if not _MODEL_VARIANT_PART.fullmatch(parts[end]):
                return ""
            family = name_key("-".join(parts[:end]))
            if family in self.lex.curated_methods:
                return family
        return ""

    def _curated_extension(self, tokens, a, b) -> int | None:
        """The end of a curated name that continues a capitalised word in lower case ('Shapley value')."""
        if not is_capword(tokens[a][0]):
            return None
        for end in (b + 2, b + 1):
            if end <= len(tokens) and all(_rx(r"[a-z][a-z\-]*").fullmatch(t[0]) for t in tokens[b:end]) \
                    and self.lex.is_curated(name_key(" ".join(t[0] for t in tokens[a:end]))):
                return end
        return None

    def _model_head_extension(self, tokens, b, name: str) -> int | None:
        """The end of a name whose head follows it in lower case ('Hodgkin Huxley' + 'model', 'Markov Indian' +
        'buffet process', 'beta-Bernoulli' + 'process'): two or three words or parts, one of them a proper name,
        none an acronym ('the BERT model' is BERT), and not a known name on its own."""
        end = None
        for k in range(b, min(b + 3, len(tokens))):
            word = tokens[k][0]
            if word in _NAMED_MODEL_HEADS:
                end = k + 1
                break
            if not _rx(r"[a-z][a-z\-]*").fullmatch(word) or word in STOPWORDS or word in VERBS:
                return None
        if end is None:
            return None
        # (the name's own checks after the cheap look at what follows it: this runs for every run of names)
        parts = _rx(r"[\s\-]+").split(name)
        if not 2 <= len(parts) <= 3 or not all(_rx(r"[^\W\d_][^\W\dA-Z_]+").fullmatch(p) for p in parts) \
                or all(self.lex.is_common_word(p) for p in parts) or self._known_whole(name_key(name)) \
                or parts[-1].lower() in _NAMED_MODEL_HEADS or parts[-1].lower() in METHOD_HEADS:
            return None  # not 'the MC-WNNM model', 'the Guided Search model' (words anyone writes), 'a Gaussian Process model'
        return end

    def _eponym_extension(self, tokens, b, max_words: int = 3, adjective: bool = False) -> int | None:
        """'Langevin dynamics', 'Pearson correlation analysis': up to three lower-case words ending in a technique head.
        adjective: the capitalised word is an adjective ('Gaussian', 'Bayesian'): 'Bayesian sampling' is no name."""
        for k in range(b, min(b + max_words, len(tokens))):
            word = tokens[k][0]
            if not _rx(r"[a-z][a-z\-]*").fullmatch(word) or word in STOPWORDS or word in VERBS \
                    or _ADJECTIVE_COMPOUND.search(word):  # not 'Shapley value-based algorithm'
                return None
            if word in METHOD_HEADS or word in _EPONYM_ONLY_HEADS and k == b and not (word == "process" and tokens[k - 1][0] in _NOT_EPONYM_MODELS):
                if adjective and word in _PERSON_ONLY_HEADS:
                    return None
                while k + 1 < len(tokens) and (tokens[k + 1][0] in METHOD_HEADS and tokens[k + 1][0] not in _PERSON_ONLY_HEADS
                                               and tokens[k + 1][0] not in _TECHNIQUE_CLASS_NOUNS
                                               and tokens[k + 1][0] not in ("algorithm", "method")
                                               or tokens[k][0] == "loss" and tokens[k + 1][0] in ("function", "functions")):
                    k += 1  # 'Stein variational gradient descent' (not '... gradient'), 'Crammer–Singer loss function'
                return k + 1
        return None

    def _title_mentions(self, title: str, si: int, head_start: int, name: str) -> list[Mention]:
        """head_start, name: _title_head(title)."""
        out = []
        words = name.split()
        if name != title and 0 < len(title[:head_start].split()) + len(words) <= 4:
            # an acronym-like head names it even when it spells a word ('CRAFT: Designing ...')
            single_name = len(words) == 1 and name not in SECTION_WORDS and not self._generic_acronym(name) and (
                (_rx(r"[A-Z]{3,}").fullmatch(name) is not None)
                or ((is_strong(name) or is_capword(name)) and not self.lex.is_common_word(name) and self.lex.lower_count(name) < 3)
                or _MAPPING_BETWEEN.fullmatch(name) is not None)  # 'Debate-to-Write: A Persona-Driven ... Framework
            # 'Flash3D: ...', 'MVFNet: ...' name the contribution; 'Survival Models: ...', 'End-to-End ...' describe it
            capitalised = len(words) > 1 and all(w[:1].isupper() or w[:1].isdigit() for w in words
                                                 if w.lower() not in _CONNECTORS)  # '6-DOF GraspNet: ...'
            # 'Deferred NAM: ...': a new acronym in a capitalised head names the contribution even when
            # the abstract does not repeat it
            coined = capitalised and self.lex.name_prior(name_key(name))[2] < 20 and any(
                is_strong(w) and not self._generic_acronym(w) for w in words)
            # 'The Radar Ghost Dataset – ...', 'Deep Traffic Benchmark: ...' name the data the paper introduces
            # (not 'A Unified Video Segmentation Benchmark: ...', a description)
            data_named = capitalised and words[-1].lower() in _TITLE_DATA_HEADS and not _rx(r"An?\s").match(title)
            # 'Bubble Planner: Planning High-speed Smooth Quadrotor Trajectories ...': a technique's name that few
            # other papers write, in the singular (not 'Higher-Order Argumentation Frameworks: ...', 'Graph Neural
            # Networks: ...', families, nor 'Learning Network: ...')
            technique_named = capitalised and len(words) >= 2 and words[-1].lower() in _TITLE_TECHNIQUE_HEADS \
                and not words[0].lower().endswith("ing") and not _is_family(words) \
                and not self._generic_family_written_out(name) and self.lex.phrase_df(phrase_key(name)) < 3
            if single_name or (capitalised and self._title_head_in_text) or coined or data_named or technique_named:
                out.append(Mention(name, si, head_start, head_start + len(name), 0, 0, from_title=True, title_head=True))
        elif name == title:
            # 'Interactive Post-Editing for Verbosity Controlled Translation' over an abstract that defines
            # 'Interactive Post-Editing (IPE)': the title opens with (or is) the name the abstract gives its subject
            name = _TITLE_SPLIT.split(title, maxsplit=1)[0].strip()
            whole = name == title
            article = _rx(r"(?:The|An?)\s+(?=\S+\s)").match(name) if whole else None
            if article:
                name = name[article.end():]
            words = name.split()
            defined = name_key(name) in self._defined_long_keys
            written_as_name, family = self._defined_long_keys.get(name_key(name), (False, False))
            # the name the abstract gives its subject, written as a name; or, when the title is that name and
            # nothing else, in lower case or as a family few other papers write ('The Nonnegative Boltzmann Machine'
            # over 'The nonnegative Boltzmann machine (NNBM) is ...', 'Self-Normalizing Neural Networks')
            if 2 <= len(words) <= 6 and all(w[:1].isupper() for w in words) and defined \
                    and (written_as_name and not family or whole and not _titlecase_task(name) and (
                        not family or self.lex.phrase_df(phrase_key(name)) < 5)):
                start = article.end() if article else 0
                out.append(Mention(name, si, start, start + len(name), 0, 0, from_title=True, title_head=True))
            elif 2 <= len(words) <= 5 and whole and not article and not defined and all(w[:1].isupper() for w in words) \
                    and self._title_head_in_text and not _titlecase_task(name) and words[-1].lower() not in _TASK_HEADS \
                    and not _is_family(words) \
                    and self.lex.phrase_df(phrase_key(name)) < 3 and not self.lex.is_curated(name_key(name)):
                # 'Vicinal Risk Minimization' over 'The Vicinal Risk Minimization principle establishes ...': a title
                # that is a name the abstract writes, and nothing else, names the contribution (not a task)
                out.append(Mention(name, si, 0, len(name), 0, 0, from_title=True, title_head=True))
            elif len(title.split()) == 1 and is_strong(name) and not self._generic_acronym(name) and name not in NON_ENTITY_PROPER:
                # 'Generalized-ICP', 'PointNet': a title that is one name is the name of the paper's contribution
                out.append(Mention(name, si, 0, len(name), 0, 0, from_title=True, title_head=True))
        tokens = tokenize(title)
        for tok, start, end in tokens:
            if is_strong(tok) and not any(m.char_start <= start < m.char_end for m in out):
                base = _SUFFIXES.sub("", _POSSESSIVE.sub("", tok))
                if name_key(base) not in GENERIC_ACRONYM_KEYS and base not in NON_ENTITY_PROPER:
                    out.append(Mention(base, si, start, start + len(base), 0, 0, from_title=True))
        out += self._known_names_in_title(title, tokens, si, out)
        return out

    def _known_names_in_title(self, title: str, tokens, si: int, found: list[Mention]) -> list[Mention]:
        """The curated names of two to four capitalised words in a title ('Revisiting Batch Normalization For
        Practical Domain Adaptation', 'Entropic Matching for Expectation Propagation of ...'), longest first; not
        after another capitalised word (but a title's opening verb), which makes it the paper's own variant
        ('Deterministic Independent Component Analysis', 'Generative Moment Matching Networks')."""
        out: list[Mention] = []
        taken = [(m.char_start, m.char_end) for m in found]
        i = 0
        while i < len(tokens):
            before = tokens[i - 1][0] if i else ""
            if before[:1].isupper() and before.lower() not in _CONNECTORS and not (i == 1 and before.endswith("ing")):
                i += 1
                continue
            for n in (4, 3, 2):
                run = tokens[i:i + n]
                if len(run) < n or not all(is_capword(t) or is_strong(t) for t, _, _ in run):
                    continue
                start, end = run[0][1], run[-1][2]
                phrase = title[start:end]
                if any(a < end and start < b for a, b in taken) or not (
                        self.lex.is_curated(name_key(phrase)) or self.lex.is_curated(name_key(singular(phrase)))):
                    continue
                out.append(Mention(phrase, si, start, end, 0, 0, from_title=True))
                taken.append((start, end))
                i += n - 1
                break
            i += 1
        return out

    # ---------------------------------------------------------------- grouping
    def _group(self, mentions: list[Mention], sentences: list[str] = ()) -> list[list[Mention]]:
        """Mentions of one entity: same key (singular/plural, size suffix), or linked by a definition."""
        parent: dict[str, str] = {}
        find, union = partial(_find, parent), partial(_union, parent)
        for long, short in self._named_after(mentions, sentences):
            union(self._mention_key(long.text), self._mention_key(short.text))

        keyed: dict[str, list[Mention]] = defaultdict(list)
        for m in mentions:
            k = self._mention_key(m.text)
            if not k:
                continue
            keyed[k].append(m)
            find(k)
            if m.defined:
                union(self._mention_key(m.defined.long), self._mention_key(m.defined.short))
                union(k, self._mention_key(m.defined.long))
        # 'BF16 LoRA' and 'LoRA': a multi-token run ending in a name seen alone is that name
        for k, ms in list(keyed.items()):
            words = ms[0].text.split()
            if len(words) > 1 and all(is_strong(w) or _SIZE.match(w) for w in words) \
                    and not self._names_a_dataset_version(ms[0].text):  # 'MNIST 8M' is no 'MNIST'
                for w in reversed(words):
                    wk = self._mention_key(w)
                    if wk in keyed and wk != k:
                        union(k, wk)
                        break
        # the title's 'MegaFace Benchmark: ...' is the abstract's 'MegaFace' (dataset, challenge); 'the
        # Skip-Timeformer model' (_model_head_extension) is the 'Skip-Timeformer' the abstract proposed
        for k, ms in list(keyed.items()):
            words = ms[0].text.split()
            if len(words) > 1 and (words[-1] in _NAMED_MODEL_HEADS or words[-1].lower() in _BARE_NAME_HEADS and all(
                    w[:1].isupper() or w[:1].isdigit() for w in words[:-1])):  # (not 'facial image composition network')
                bare = self._mention_key(" ".join(words[:-1]))
                if bare in keyed and bare != k:
                    union(k, bare)
            if len(words) > 1 and words[-1].lower() in _TITLE_DATA_HEADS and any(m.title_head for m in ms) \
                    and any(is_strong(w) for w in words[:-1]):  # not 'Unmanned Aerial Vehicle Benchmark: ...'
                bare = self._mention_key(" ".join(words[:-1]))
                if bare in keyed and bare != k:
                    union(k, bare)
        # 'EM' and 'the Expectation-Maximization algorithm' in one abstract, with no definition linking
        # them: a known acronym's usual expansion in the corpus does
        acronyms = [k for k, ms in keyed.items() if _ACRONYM.fullmatch(ms[0].text)]
        if acronyms and len(keyed) > 1:
            long_keys: dict[str, str] = {}
            for k, ms in keyed.items():
                if " " in ms[0].text or "-" in ms[0].text:
                    long_keys.setdefault(k, k)
                    long_keys.setdefault(self._mention_key(_GENERIC_NAME_HEAD.sub("", ms[0].text)), k)
            for k in acronyms:
                if any(m.defined for m in keyed[k]) or not self.lex.is_curated(k):
                    continue  # the abstract's own definition wins; other acronyms are too often ambiguous (SAM, PGD)
                expansion = self.lex.expansion(k)
                if expansion:
                    other = long_keys.get(self._mention_key(expansion[0]))
                    if other is not None and other != k:
                        union(other, k)
        groups: dict[str, list[Mention]] = defaultdict(list)
        for k, ms in keyed.items():
            groups[find(k)].extend(ms)
        return [sorted(g, key=lambda m: (m.sentence, m.char_start)) for g in groups.values()]

    @staticmethod
    def _named_after(mentions: list[Mention], sentences) -> list[tuple[Mention, Mention]]:
        """'a Multi-level Disentangling Network named MDNet': a capitalised name, then a short name it
        abbreviates, set off by 'named', 'called', 'dubbed' or 'termed' (pairs of mentions)."""
        pairs = []
        for si, s in enumerate(sentences):
            # (the words of _NAMING_VERBS as substring tests: on every sentence, far cheaper than the regex)
            if "named" not in s and "called" not in s and "dubbed" not in s and "termed" not in s and "titled" not in s:
                continue
            here = sorted((m for m in mentions if m.sentence == si and not m.from_title), key=lambda m: m.char_start)
            for a, b in zip(here, here[1:]):
                if " " in a.text and " " not in b.text and _NAMED_BETWEEN.fullmatch(s, a.char_end, b.char_start) \
                        and abbreviates(b.text, a.text.split()):
                    pairs.append((a, b))
        return pairs

    # ---------------------------------------------------------------- typing and roles
    def _proposal_spans(self, sentences: list[str]) -> dict[int, list[tuple[int, bool]]]:
        """Per sentence, where first-person proposal verbs end (and whether the verb is a strong one)."""
        spans: dict[int, list[tuple[int, bool]]] = {}
        for si, s in enumerate(sentences):
            for m in _PROPOSAL.finditer(s):
                strong = bool(_STRONG_PROPOSAL_VERBS.search(m.group(0))) or (
                    bool(_rx(r"(?:provide|offer|derive|describe|give)(?:s|d)?$", re.I).search(m.group(0)))
                    and bool(_WEAK_VERB_NAMED_OBJECT.match(s, m.end())))
                here = _IN_THIS_PAPER.match(s, m.end())  # 'We propose in this paper Periodic Interaction Primitives'
                spans.setdefault(si, []).append((here.end() if here else m.end(), strong))
            if si not in spans and " and " in s and ("We " in s or "we " in s) and _COORDINATED_VERB.search(s):
                for m in _COORDINATED_PROPOSAL.finditer(s):  # 'We first outline the challenges ... and build the X (XNet)'
                    spans.setdefault(si, []).append((m.end(), True))
        return spans

    def _governed(self, mentions: list[Mention], sentences, proposal_spans) -> dict[tuple[int, int], int]:
        """Mentions that are the object of a proposal verb: the first name after the verb, names
        coordinated with it ('X and Y'), and subjects of 'X is proposed'. Value: 2 strong, 1 weak."""
        governed: dict[tuple[int, int], int] = {}
        by_sentence: dict[int, list[Mention]] = defaultdict(list)
        for m in mentions:
            if not m.from_title:
                by_sentence[m.sentence].append(m)
        for si, ms in by_sentence.items():
            ms.sort(key=lambda m: m.char_start)
            s = sentences[si]
            for verb_end, strong in proposal_spans.get(si, []):
                after = [m for m in ms if m.char_start >= verb_end]
                if not after:
                    continue
                first = after[0]
                if first.defined is None and len(after) > 1 and (
                        _ADJECTIVE_COMPOUND.search(first.text) and _rx(r"[\w\s\-]{0,60}\(\s*$").fullmatch(
                            s[first.char_end:after[1].char_start])
                        or _HEAD_THEN_NAME.fullmatch(s, first.char_end, after[1].char_start)):
                    # 'a Bipartite Graph Transformer-based clustering model (BGFormer)', 'a novel Data dependent
                    # Transformer Fixed-update initialization scheme (DT-Fixup)': the name of the whole phrase
                    first = after[1]
                gap = s[verb_end:first.char_start]
                if _MAKING_OF.fullmatch(gap):
                    gap = ""  # 'We present the design, implementation, and evaluation of RF-Grasp': RF-Grasp is the object
                head_prep = _HEAD_THEN_PREP.search(gap)
                if head_prep:
                    # 'a ... framework for multi-view DR diagnostic (ProConMV)': the parenthesised name
                    # or set off after it: 'a benchmark for generic 3D object tracking, ‘Track-it-in-3D’'
                    # only the first name set off after it: 'a defense for deep neural network (DNN) based ...
                    # against adversarial examples (AXs)' names no defense; nor does an acronym defined after the
                    # preposition: 'an extension of the Kolmogorov-Smirnov (KS) test' extends KS
                    named = next((m for m in after if _NAME_SET_OFF.search(s, 0, m.char_start)
                                  or self._new_name_in_commas(s, m)), None)
                    if named is None or (named.defined is not None and named.defined.long[:1].islower()) \
                            or (named.defined is not None and not named.defined.short_first
                                and _EXTENSION_OF.search(s, max(0, named.defined.start - 60), named.defined.start)) \
                            or named.char_start - verb_end > 160 \
                            or _rx(r"[;,]|\b(?:that|which|where|who|whose)\b|\b\w+(?:s|ed)\s+(?:the|a|an)\b").search(
                                s[verb_end + head_prep.end():_set_off_start(s, named.char_start)]):
                        continue
                    first, gap = named, ""
                if _COUNTED_THEN_COLON.fullmatch(gap):
                    pass  # 'develop two hybrid algorithms leveraging the strengths of existing ones: DCBS (...) and SCBS'
                elif len(gap) > 140 or _rx(r"[;]|(?<![\w\-])(?:of|for|on|in|to|with|into|under|against|"
                                                r"such as|like|e\.g\.|including|than|over|compared|versus|"
                                                r"on top of|based on|upon|outperform\w*|using|via|from|through|by|"
                                                r"to (?:address|overcome|tackle|solve|mitigate)|"
                                                r"that|which|who|whose|where|how|whether|why)(?![\w\-])", re.I).search(gap):
                    # (a word inside a compound is no preposition: 'a hybrid end-to-end learning framework HALSIE'; 'we
                    # explore how ... two deployed systems (Amazon Alexa, ...) handle': the object is a clause)
                    continue
                chain = [first]
                chain_end = first.char_end  # (a long form and its acronym share a start: 'DCBS (database-... search)')
                for nxt in after[after.index(first) + 1:]:
                    between = s[chain_end:nxt.char_start]
                    head_then = _HEAD_THEN_JOIN.fullmatch(between)
                    if head_then and singular(head_then.group(1).lower()) in METHOD_APPOSITIVE_HEADS:
                        between = between[head_then.end(1):]  # 'we propose an SPPS module and a ResNeck module'
                    then_head = _JOIN_THEN_HEAD.fullmatch(between)
                    joined_by_its_head = then_head is not None and singular(then_head.group(1)) in _COORDINATED_OBJECT_HEADS
                    if joined_by_its_head or _rx(r"\s*(?:\(|\)|,|and|or|&|the|a|an|\s)*\s*").fullmatch(between) \
                            or _rx(r"\s*\(\s*").fullmatch(between):
                        chain.append(nxt)
                        chain_end = max(chain_end, nxt.char_end)
                    else:
                        break
                if s[_set_off_start(s, first.char_start):first.char_start].lstrip().startswith(":"):
                    # 'We propose two strategies ...: Maximin-LUCB, based on ...; and Maximin-Racing, which ...'
                    chain += [m for m in after if m.char_start > chain[-1].char_start
                              and _LIST_ITEM_AFTER_SEMICOLON.search(s, 0, m.char_start)]
                for m in chain:
                    governed[(si, m.char_start)] = max(governed.get((si, m.char_start), 0), 2 if strong else 1)
            if "ompos" in s or "onsist" in s or "ompris" in s or "ade up" in s:
                self._govern_parts(s, si, ms, governed)
            for pm in _IS_PROPOSED.finditer(s):
                before = [m for m in ms if m.char_end <= pm.start()]
                if not before:
                    continue
                # where the subject starts: an acronym in parentheses stands where its long form does ('of the
                # Six-Wheeled Caster Rover (SWCR) is presented'); not a subject after a preposition ('Features
                # extracted with DBNs are presented as') or in a comparison ('a comparison with the Nested Sliding
                # Mode Control (NSMC) are presented')
                subject = before[-2] if len(before) > 1 and before[-1].defined is not None \
                    and before[-2].defined is before[-1].defined else before[-1]
                if not _COMPARED_WITH_BEFORE.search(s, max(0, subject.char_start - 80), subject.char_start):
                    governed[(si, before[-1].char_start)] = 2
        return governed

    @staticmethod
    def _govern_parts(s: str, si: int, ms: list[Mention], governed: dict[tuple[int, int], int]) -> None:
        """The named parts of a proposed whole: the names right after 'consists of' when the whole is a name the
        paper proposes ('X, a framework consisting of a Y ... and a Z'; 'X consists of Y and Z')."""
        proposed_keys = {name_key(m.text) for m in ms if (si, m.char_start) in governed}
        for i, part in enumerate(ms):
            if i == 0 or not _CONSISTS_OF.search(s, max(0, part.char_start - 60), part.char_start):
                continue
            whole = ms[i - 1]
            if (si, whole.char_start) not in governed and name_key(whole.text) not in proposed_keys \
                    or not part.text[:1].isupper() or _DATA_WORD.search(s, max(0, whole.char_start - 40), part.char_start):
                continue  # (the data a dataset consists of is used: 'a dataset ... consisting of Google Scanned Objects')
            parts = [part]
            for nxt in ms[i + 1:]:
                if nxt.char_start - parts[-1].char_end > 90 or not nxt.text[:1].isupper() \
                        or not _PART_JOIN.fullmatch(s, parts[-1].char_end, nxt.char_start):
                    break
                parts.append(nxt)
            for m in parts:
                governed[(si, m.char_start)] = max(governed.get((si, m.char_start), 0), 1)
            return

    def _type_and_role(self, groups, sentences, proposal_spans, title, cleaned: CleanText):
        # ('A new ... pendulum model (TDR-SLIP) is proposed to serve as ...': a proposal in the passive)
        has_proposal = _has_strong_proposal(proposal_spans) or any(_IS_PROPOSED.search(s) for s in sentences)
        governed = self._governed([m for g in groups for m in g], sentences, proposal_spans)
        first_proposal = min((si for si, spans in proposal_spans.items() if any(strong for _, strong in spans)), default=None)
        entities: list[Entity] = []
        candidates = []
        for group in groups:
            info = self._assess(group, sentences, governed, has_proposal, first_proposal)
            if info is None:
                continue
            info["group"] = group
            candidates.append(info)
        self._harmonise_lists(candidates, sentences)
        # a capitalised word the paper uses once, in no telling context, that no other paper of the corpus
        # names: a cited author, a category or a word in capitals ('Valiant', 'Theft', 'Speckle'), rarely a method
        # (not while the lexicon's name counts are being mined: then no paper names anything yet)
        names = {c["name"] for c in candidates}
        candidates = [c for c in candidates if not (
            c["kind"] == "Method" and not c["proposed"] and c["count"] == 1 and not c["aliases"] and c["score"] >= 0
            and c["docs"] == 0 and self.lex.names and not c["curated"] and " " not in c["name"] and not is_strong(c["name"])
            and not c["from_title_head"] and not c.get("listed_with_known") and not c["described"] and not c["head_before"]
            and not ("-" in c["name"] and c["name"].split("-", 1)[0] in names))]  # 'Chronos-Bolt' beside 'Chronos'
        # a family name of the corpus's authors that the abstract neither describes, defines nor proposes:
        # a person cited without a year ('the information ratio analysis of Russo and Van Roy', 'as Hinton showed')
        # (a full name, 'Herbert Simon', too; not one that names a thing before its head: 'the Theo Jansen mechanism')
        candidates = [c for c in candidates if not (
            c["kind"] != "Concept" and not c["proposed"] and not c["aliases"] and not c["curated"]
            and not c["from_title_head"] and not c["described"] and c["evidence"] < 3 and self._person_name(c["name"])
            and not (" " in c["name"] and any(_EPONYM_HEAD_AFTER.match(sentences[m.sentence], m.char_end)
                                               for m in c["group"] if m.sentence < len(sentences))))]
        # 'the CENTAURO robot', 'a Fanuc ArcMate 100i robot', 'the DIGIT sensor': a device the paper works with, named
        # before its device word wherever the abstract writes it, is no method (unless the paper makes it)
        candidates = [c for c in candidates if not (
            c["kind"] == "Method" and not c["proposed"] and not c["aliases"] and not c["curated"] and not c["from_title_head"]
            and all(m.sentence < len(sentences) and _DEVICE_WORD_AFTER.match(sentences[m.sentence], m.char_end)
                    for m in c["group"]))]
        # 'Fuzzy Sets' beside 'Fuzzy Sets Multiple Instance Learning (FSMIL)': a shortened mention of a
        # defined name, not a name of its own
        defined_long = [c["name"].split() for c in candidates if c["aliases"] and len(c["name"].split()) > 2]
        candidates = [c for c in candidates if c["proposed"] or c["aliases"] or not any(
            len(words) > len(c["name"].split()) and words[:len(c["name"].split())] == c["name"].split()
            and not any(is_strong(w) for w in c["name"].split()) for words in defined_long)]
        # primary: the first proposed entity in the first proposal sentence; the title's name wins
        proposed = [c for c in candidates if c["proposed"] and c["kind"] != "Concept"]
        primary_info = None
        title_named = [c for c in candidates if c["from_title_head"]]
        if title_named:
            primary_info = title_named[0]
            primary_info["proposed"] = True
        elif proposed:
            primary_info = min(proposed, key=lambda c: (c["proposal_rank"], c["first"], c["pos"]))
            # 'We curate SynGrasp-1B ... Building on this, we present GraspVLA': what the paper builds from its
            # first contribution is its main one
            first_names = [primary_info["name"], *primary_info["aliases"]]
            built_on = [c for c in proposed if c["proposal_rank"] > primary_info["proposal_rank"]
                        and c["proposal_rank"] < len(sentences) and _BUILDS_ON_START.match(sentences[c["proposal_rank"]])
                        and not any(_contains_name(c["name"], first) for first in first_names)]
            # (not a variant of the first: 'Built upon SRVRC, we further propose a Hessian-free SRVRC')
            if built_on:
                primary_info = min(built_on, key=lambda c: (c["proposal_rank"], c["first"], c["pos"]))
            # 'First, we develop a field-of-view model HumanFoV ... Our method, CameraHMR, achieves ...': the name
            # of the paper's whole method (as a sentence's subject: not 'two modules adapted to our method called LE')
            whole = [c for c in proposed if c is not primary_info and any(
                m.sentence < len(sentences) and m.char_start < 60 and _OUR_METHOD_NAMED.match(sentences[m.sentence], 0, m.char_start)
                for m in c["group"])]
            if whole:
                primary_info = min(whole, key=lambda c: (c["first"], c["pos"]))
        if primary_info is None and has_proposal:
            # 'A real-time navigation algorithm ... is proposed ... collision can be avoided with the VCF algorithm':
            # the one name the abstract repeats that no other paper uses is what it proposes
            unknown = [c for c in candidates if c["kind"] == "Method" and c["docs"] == 0 and not c["curated"]
                       and c["count"] >= 2 and " " not in c["name"] and is_strong(c["name"])
                       and not _rx(r"[a-z]{2,}-").match(c["name"])  # (not 'anti-Black', 'sub-50')
                       and not any(m.sentence < len(sentences) and _CITED_AFTER.match(sentences[m.sentence], m.char_end)
                                   for m in c["group"])]  # (not 'DeepFace-EMD (Phan et al. 2022)')
            if len(unknown) == 1:
                primary_info = unknown[0]
                primary_info["proposed"] = True
        if primary_info is not None:
            # its parts and variants share its prefix ('CaP-Gym' of CaP-X) or its acronym ('NTN-VQ' of
            # 'Neighbor-to-Neighbor (NTN) search'), unless many papers name things with that acronym ('DP-SGD')
            prefixes = {self._distinct_prefix(primary_info["name"])} | {
                alias.lower() for alias in primary_info["aliases"] if " " not in alias and is_strong(alias)
                and self.lex.name_prior(name_key(alias))[2] < 30}
            prefixes.discard(None)
            for c in candidates:
                if c is not primary_info and prefixes and c["kind"] != "Concept" and _name_prefix(c["name"]) in prefixes:
                    c["proposed"] = True
        for c in candidates:
            kind = c["kind"]
            if kind == "Concept":
                role = "mentioned"
            elif kind == "Benchmark":
                role = "introduced" if c["proposed"] else "evaluated"
            else:
                role = "proposed" if c["proposed"] else "used"
            name = c["name"]
            aliases = [a for a in c["aliases"] if a != name]
            bare = _GENERIC_NAME_HEAD.sub("", name)
            if bare != name and kind != "Concept" and (any(is_strong(w) for w in bare.split()) or (
                    " " in bare or "-" in bare) and all(w[:1].isupper() for w in _rx(r"[\s\-]+").split(bare))
                    or role == "proposed" and is_capword(bare) and not self.lex.is_common_word(bare)
                    and bare not in self.lex.surnames and self.lex.uses(bare) < 10):
                aliases.append(bare)  # 'Expectation-Maximization algorithm' is also written 'Expectation-Maximization';
                # 'our Mnemonist method' is 'Mnemonist' (not 'Newton method', 'Classification method')
            aliases += self._head_noun_forms(c["group"], sentences, name, _HEAD_NOUN_AFTER if kind == "Method"
                                             else _DATA_HEAD_NOUN_AFTER if kind == "Benchmark" else None)
            for plain, literal in cleaned.latex.items():
                if plain in name and _latex_plain_in(name, plain):
                    aliases.append(name.replace(plain, literal))
                    ascii_name = _latex_ascii(literal)
                    if ascii_name:
                        aliases.append(name.replace(plain, ascii_name))
            entity = Entity(name, kind, role, list(dict.fromkeys(aliases)), c["count"], c["first"], c["score"])
            c["entity"] = entity
            entities.append(entity)
        primary = primary_info["entity"] if primary_info is not None and primary_info["kind"] != "Concept" else None
        return entities, primary, None if primary_info is not None else self._unclaimed_subject(candidates, sentences, first_proposal)

    def _unclaimed_subject(self, candidates: list[dict], sentences: list[str], first_proposal: int | None = None) -> Entity | None:
        """In an abstract that proposes nothing by name, its subject: a name of a name's shape that the
        abstract uses at least twice, as the subject of a sentence at least once, outside lists, and that
        hardly any other paper of the corpus names ('ScatterMoE is an implementation of ...; ScatterMoE
        builds upon ...', 'We demonstrate CryptoNets on MNIST. CryptoNets achieve 99% accuracy'); used once,
        a coined name that opens one of the two sentences after an unnamed proposal ('we introduce a
        spatial-language model for ... . Specifically, LanguageRefer uses ...')."""
        subjects = []
        for c in candidates:
            if c["kind"] == "Concept" or c["curated"] or c["docs"] > 2 or c["score"] < 0 or c.get("listed"):
                continue
            if c["count"] < 2 and not (
                    first_proposal is not None and c["docs"] == 0 and is_strong(c["name"])
                    and first_proposal < c["group"][0].sentence <= first_proposal + 2 and c["group"][0].token_start <= 3):
                continue
            if any(m.sentence < len(sentences) and _CITED_AFTER.match(sentences[m.sentence], m.char_end) for m in c["group"]):
                continue  # 'DeepFace-EMD (Phan et al. 2022) reaches ...': a cited work, someone else's
            definition = next((m.defined for m in c["group"] if m.defined), None)
            if not self._name_shaped(c["name"].split(), definition, c["docs"]):
                continue
            if definition and self._established_acronym(name_key(singular(definition.short)), definition.long):
                continue
            if any(m.sentence < len(sentences) and _SUBJECT_VERB_AFTER.match(sentences[m.sentence], m.char_end)
                   and not _PREPOSITION_BEFORE.search(sentences[m.sentence], max(0, m.char_start - 20), m.char_start)
                   for m in c["group"]):
                subjects.append(c)
        if not subjects:
            return None
        return min(subjects, key=lambda c: (-c["count"], c["first"], c["pos"]))["entity"]

    def _name_shaped(self, words: list[str], definition: AcronymDefinition | None, docs: int) -> bool:
        """A name that looks coined for a contribution: a strong word ('ModGNN'), a Title-Case defined name
        with a technique head ('Evolutive Localization Filter (ELF)', not 'State of Charge (SoC)') or that no other
        paper uses, or a capitalised word that is no dictionary word and that no other corpus paper names
        ('Gaka-chu')."""
        if any(is_strong(w) for w in words):
            return True
        if definition and all(w[:1].isupper() for w in words if w.lower() not in _CONNECTORS) \
                and (singular(words[-1].lower()) in _CONTRIBUTION_HEADS or docs == 0):
            return True  # (or any head under a name no other paper uses: 'Conditional Neural Movement Primitives (CNMPs)')
        if definition is None and 2 <= len(words) <= 4 and docs <= 2 and all(w[:1].isupper() for w in words) \
                and self.lex.phrase_df(phrase_key(" ".join(words))) < 3 and not _titlecase_task(" ".join(words)):
            return True  # 'Collage Diffusion harmonizes the input layers ...': Title Case words no other paper puts together
        return len(words) == 1 and docs == 0 and is_capword(words[0]) and not self.lex.is_common_word(words[0])

    @staticmethod
    def _extended_existing(group: list[Mention], sentences: list[str]) -> bool:
        """'an extension of the Kolmogorov-Smirnov (KS) test', 'a variant of X': the paper builds on the name."""
        return any(m.defined is not None and m.text == m.defined.long and m.sentence < len(sentences)
                   and _EXTENSION_OF.search(sentences[m.sentence], max(0, m.char_start - 60), m.char_start) for m in group)

    def _head_noun_forms(self, group: list[Mention], sentences: list[str], name: str, head_after) -> list[str]:
        """'Bradley-Terry model', 'KS test', 'Collective Transition prior', 'Australian Sign Language dataset', 'LASSO
        regression model', 'Markov Indian buffet process': a name as the text writes it with its technique or data
        noun, an alias (people name it both ways); the words between are modifiers, not a verb or a clause
        ('Rig3DGS significantly outperforms prior', 'SGD based method')."""
        out = []
        if head_after is None:
            return out
        for m in group:
            if m.from_title or m.sentence >= len(sentences):
                continue
            head = head_after.match(sentences[m.sentence], m.char_end)
            if not head:
                continue
            between = head.group(1).split()
            if between and (head.group(2) == "prior" or any(
                    w in STOPWORDS or w in VERBS or w.endswith(("based", "ly")) or _verb_like(w, self.lex) for w in between)):
                continue
            form = " ".join([m.text, *between, head.group(2)])
            if between and (self._known_whole(name_key(form)) or self.lex.phrase_df(phrase_key(form)) >= 10):
                continue  # 'Dirichlet process mixture model' names another technique than 'Dirichlet process'
            if form != name and form not in out:
                out.append(form)
        return out

    def _harmonise_lists(self, candidates: list[dict], sentences: list[str]) -> None:
        """Names listed together are of one kind: in 'on SMAC and SUMO' or 'from BABILong, RULER, SCROLLS
        and LongBench', a name the lists and the corpus know as a benchmark (or as a model) types the
        members nothing else types."""
        by_sentence: dict[int, list[tuple[int, int, dict]]] = defaultdict(list)
        for c in candidates:
            if c["kind"] != "Concept":
                for m in c["group"]:
                    if not m.from_title:
                        by_sentence[m.sentence].append((m.char_start, m.char_end, c))
        for si, items in by_sentence.items():
            items.sort(key=lambda item: item[0])
            s = sentences[si] if si < len(sentences) else ""
            chain = [items[0]] if items else []
            closed = False  # 'A and B' ends the list: not 'On SMAC and SUMO, TACTIC shows ...'
            lost_commas = False  # 'on LLVIP FLIR M3FD VEDAI and KAIST': one run of names, split (_acronyms_in_a_row)
            for item in items[1:] + [None]:
                join = _LIST_JOIN.fullmatch(s, chain[-1][1], item[0]) if item is not None and chain else None
                space = item is not None and chain and chain[-1][1] < item[0] and s[chain[-1][1]:item[0]].isspace()
                if (join or space) and not closed:
                    chain.append(item)
                    closed = bool(join and _rx(r"\b(?:and|or)\b|&").search(join.group(0)))
                    lost_commas = lost_commas or bool(space)
                    continue
                closed = False
                members = list({id(c): c for _, _, c in chain}.values())
                if lost_commas and len(members) >= 3:
                    kinds = Counter(c["kind"] for c in members).most_common()
                    if kinds[0][1] * 2 > len(members):
                        for c in members:
                            if c["known_kind"] is None and not c["proposed"] and not c["from_title_head"]:
                                c["kind"] = kinds[0][0]  # typed by the context of the others
                lost_commas = False
                if len(members) >= 2:
                    known = {c["known_kind"] for c in members} - {None}
                    # 'such as Chronos, TimesFM and Moirai': a list with a name of a name's shape is a list of names
                    shaped = len(members) >= 3 and any(is_strong(c["name"]) or c["docs"] > 0 for c in members) \
                        and bool(_EXAMPLES_BEFORE.search(s, max(0, chain[0][0] - 30), chain[0][0]))
                    for c in members:
                        c["listed_with_known"] = c.get("listed_with_known", False) or bool(known) or shaped
                        c["listed"] = True
                    if len(known) == 1:
                        kind = known.pop()
                        for c in members:
                            if c["known_kind"] is None and not c["proposed"] and not c["from_title_head"]:
                                c["kind"] = kind
                    first = members[0]
                    if first["proposed"] and first["kind"] != "Concept" and _NAMING.search(s, max(0, chain[0][0] - 40), chain[0][0]):
                        # 'the first pretraining datasets, named Textverse10M-E and Textverse10M-H': all named so
                        for c in members[1:]:
                            if c["known_kind"] is None and c["kind"] != "Concept" and not c["from_title_head"]:
                                c["kind"], c["proposed"] = first["kind"], True
                chain = [item] if item is not None else []

    @staticmethod
    def _also_in_lower_case(name: str, sentences: list[str]) -> bool:
        """The abstract also writes the capitalised words of name all in lower case ('Labor Control' and 'labor
        control'); only for names of plain words (not 'BERT Base', 'Llama 2')."""
        lower = name.lower()
        if lower == name or not all(w.isalpha() for w in name.replace("-", " ").split()):
            return False
        return any(lower in s and _contains_name(s, lower, ignore_case=False) for s in sentences)

    def _footnote_marked(self, name: str) -> bool:
        marked = _FOOTNOTE_MARKED.fullmatch(name)
        if marked is None:
            return False
        word = marked.group(1)
        return word in STOPWORDS or self.lex.is_common_word(word) or "-" in word and name[-1] in "123456789" \
            and name[-2].isalpha() and not _UNIT.match(name.rsplit("-", 1)[1])  # 'open-source1', 'robo-gym1' (not
        # a metric at a cut-off: 'mean-top5')

    def _assess(self, group: list[Mention], sentences, governed, has_proposal, first_proposal=None) -> dict | None:
        definition = next((m.defined for m in group if m.defined), None)
        surface = Counter(m.text for m in group)
        long_form = definition.long if definition else None
        short_form = definition.short if definition else None
        if long_form and (marks_letters_in_lower_case(long_form) or "," in long_form) and len(short_form) > 2:
            name = short_form  # 'aDAptivE path-MemOry Network (DaeMon)': a spelling game, the acronym is the name
            # ('CLIPPER (Consistent LInking, Pruning, and Pairwise Error Rectification)': a list of what it does)
        elif long_form:
            name = long_form
        else:
            name = _best_surface(surface)
        if not self._names_a_dataset_version(name):
            name = _strip_size(name)
        aliases = [t for t in surface if t != name]
        if short_form and short_form not in aliases and short_form != name:
            aliases.append(short_form)
        if any(_SIZE.match(w) for w in surface.most_common(1)[0][0].split()[1:]):
            aliases.append(surface.most_common(1)[0][0])
        key = name_key(name)
        if not key or key in GENERIC_ACRONYM_KEYS or (short_form and name_key(short_form) in GENERIC_ACRONYM_KEYS):
            return None
        if key in NON_ENTITY_NAME_KEYS:
            return None  # 'user studies via Amazon Mechanical Turk'
        if _ORGANISATION.fullmatch(name) and not any(m.title_head for m in group):
            return None  # 'the Australian Bureau of Meteorology', 'the Jet Propulsion Laboratory': who, not what
        if definition is None and (key in self.lex.places or _REGION_OF.match(name) and name_key(_REGION_OF.sub("", name)) in self.lex.places
                                   or _LAND_OR_WATER_NAME.fullmatch(name)
                                   or any(sentences[m.sentence].endswith(("of ", "of the "), 0, m.char_start)
                                          and _PLACE_OF_BEFORE.search(sentences[m.sentence], max(0, m.char_start - 40), m.char_start)
                                          or _PLACE_APPOSITIVE_AFTER.match(sentences[m.sentence], m.char_end)
                                          for m in group if m.sentence < len(sentences))):
            data_noun = next((found for m in group if m.sentence < len(sentences)
                              for found in [_DATA_NOUN_AFTER.match(sentences[m.sentence], m.char_end)] if found), None)
            if data_noun is None:
                return None  # 'posts from users in Costa Rica and Kenya'
            aliases.append(name + data_noun.group(0))  # 'on the New York City dataset': the data, named with its head
        if (key in self.lex.hardware or definition is None and self._named_after_a_device(name, key, group, sentences)) \
                and not any(m.title_head for m in group):
            # 'Currently supporting Franka, xArm, Jaco, Allegro', 'Velodyne HDL-64', 'M100 UAV': devices (not 'UAV
            # Path Planning for Inspection (UPPLIED)', a technique the paper names)
            return None
        if definition is None and key in ("pc", "pcs") and all(
                m.sentence < len(sentences) and _COMPUTER_BEFORE.search(sentences[m.sentence], max(0, m.char_start - 30), m.char_start)
                for m in group if not m.from_title):
            return None  # 'on a standard PC', 'the control PC': a computer (not 'the PC algorithm' of causal discovery)
        epsilon_variant = _EPSILON_VARIANT.fullmatch(name) if definition is None else None
        if epsilon_variant:  # 'ε-SVM', 'epsilon-BMC': a variant of a named technique, though math matches it
            expansion = self.lex.expansion(name_key(epsilon_variant.group(1)))
            if expansion and singular(expansion[0].split()[-1]) not in _CONTRIBUTION_HEADS:
                return None  # 'ε-DP', 'ε-NE': a notion (differential privacy, Nash equilibrium)
        elif definition is None and _NOT_A_NAME.fullmatch(name):
            return None  # citation keys, licences, units, math ('NP-hard', 'ε-optimal'), 'image-to-BEV', 'Text-to-SQL'
        elif _ONE_INNER_CAPITAL.fullmatch(name) and self.lex.is_common_word(name.lower()):
            return None  # 'fIrst', 'mUltiple', 'sysTem': a word with a typo or a long form's marked letter, on its own
        elif definition is None and is_capword(name) and not self.lex.is_curated(key) and all(
                m.sentence < len(sentences) and _RESULT_OF_BEFORE.search(sentences[m.sentence], max(0, m.char_start - 40), m.char_start)
                for m in group):
            return None  # 'using a result of Welzl about spanning trees', 'a question of Frankl': a person
        elif definition is None and self._footnote_marked(name) and not self.lex.is_curated(key):  # ('text8' is data)
            return None  # 'the results presented2 here': a common word with a footnote mark, not 'fc6' or 'resnet50'
        compound = _ACRONYM_WORD.fullmatch(name) if definition is None else None
        if compound and self._generic_acronym(compound.group(1)) and self.lex.is_common_word(compound.group(2)):
            return None  # 'OOD-image segmentations': a field's acronym joined to a word, not a name
        if definition is None and _ADJECTIVE_COMPOUND.search(name) and not any(
                m.sentence < len(sentences) and _CITED_AFTER.match(sentences[m.sentence], m.char_end) for m in group):
            return None  # 'Lipschitz-smooth', 'Transformer-based', 'Olympiad-level': a modifier, not a name
            # (but 'Hessian-Free (Martens, 2010)' is a cited method)

        bench = method = concept = 0.0
        proposed_votes = used_votes = 0
        self_named = False  # the abstract names it as its own without a proposal verb
        we_named = False  # ... in so many words: 'a model we refer to as the X (ACR)', 'a method we call X'
        own_apposition = False  # ... set off after 'our <head>' or an opening 'The proposed <head>,': 'Our approach,
        # sample-efficient probabilistic model predictive control (SPMPC), ...'
        lex_bench, lex_method, lex_docs = self.lex.name_prior(key)
        curated_bench, curated_method = key in self.lex.curated_benchmarks, key in self.lex.curated_methods
        if not (curated_bench or curated_method) and " " in name and name[-1:] == "s":
            one_key = name_key(singular(name))  # 'Support Vector Machines', 'Random Forests': a known technique's plural
            curated_bench, curated_method = one_key in self.lex.curated_benchmarks, one_key in self.lex.curated_methods
        if not (curated_bench or curated_method):
            base = _VARIANT_SUFFIX.sub("", key)  # 'VGG19', 'ResNeXt-101', 'BERT-base': a variant of a known name
            if base == key or len(base) < 3:
                base = self._model_family(name)  # 'Qwen2.5-Math-7B', 'Llama-3.1-8B-Instruct'
            if base != key and len(base) >= 3:
                curated_bench, curated_method = base in self.lex.curated_benchmarks, base in self.lex.curated_methods
                lex_bench += 20 * curated_bench
                lex_method += 20 * curated_method
        # a model other papers name ('RoBERTa models' is RoBERTa, 'GNN models' a family)
        named_model = (curated_method and not curated_bench) or bool(_MODEL_SIZES.fullmatch(name)) or (
            lex_method >= 5 and lex_method > 3 * lex_bench and not self._generic_acronym(name)
            and (self.lex.expansion(key) or ("", 0.0))[1] < 0.6)  # not a task's acronym ('ReID backbones')
        # a name neither the lists nor the field know: 'K9X' in 'the K9X video labeling dataset' is no modifier
        # (unlike 'EM' in 'the EM segmentation benchmark' or 'SAR' in 'a SAR ship detection dataset')
        unknown_name = not curated_method and not self._generic_acronym(name) \
            and (self.lex.expansion(key) or ("", 0.0))[1] < 0.6
        described = False  # 'Quokka, a sampling-based planner', 'Mixout (Lee et al., 2020)'
        success_subject = False
        own_kind = None  # what 'we propose X, a new Y' says X is
        proposed_with_head = False
        names_a_kind_of_data = False
        governed_here = False  # a proposal verb governs a mention, after the adjustments below
        proposed_right_after_verb = False  # ... right after it: 'we propose an SPPS module'
        proposal_rank = 99
        modifier_only = True
        evaluated_on = False  # 'Experiments on the X ...'
        data_head_after = False  # 'the HMD Controller dataset': data, whatever the name's own last word
        # the abstract opens on the defined name as its subject: a class the field knows ('Parallel Continuum Robots (PCR)
        # have received a lot of attention ...')
        opens_on_it = definition is not None and any(m.defined is definition and m.text == definition.long
                                                     and m.sentence == 0 and m.token_start <= 1 for m in group)
        # the field's word for the topic, before many nouns: '3D AIGC content, ... methods, ... setting, ... results',
        # so 'a novel 3D AIGC approach' is new AIGC, not a new thing named AIGC
        topic_word = lex_docs >= 3 and len(group) >= 3 and definition is None and not any(m.from_title for m in group) and len({
            follower.group(1) for m in group if m.sentence < len(sentences)
            for follower in [_FOLLOWER.match(sentences[m.sentence], m.char_end)]
            if follower and follower.group(1) not in STOPWORDS and follower.group(1) not in VERBS
            and not _verb_like(follower.group(1), self.lex)}) >= 3
        for m in group:
            s = sentences[m.sentence] if m.sentence < len(sentences) else ""
            before = s[max(0, m.char_start - 60): m.char_start]
            before_lower = before.lower()
            after = s[m.char_end: m.char_end + 60]
            sizes = _rx(r"(?:\s*(?:&|and|,|\()?\s*\d+(?:\.\d+)?[BMK]\b\)?)+").match(after)
            after_sized = after[sizes.end():] if sizes else after
            if sizes:  # 'FLUX.1-dev (12B)', 'OLMo-2 1B & 7B': a parameter count means a model ('WMT’17 En-Zh (20M)' may
                method += 3 if "B" in sizes.group(0) else 1  # count sentence pairs)
            words_after = after_sized
            if m.defined is not None and "(" in after_sized[:2]:
                definition_after = _DEFINITION_AFTER.match(after_sized)
                if definition_after:  # 'TaS-FG (Track and Stop for Feedback Graphs), an algorithm': the words after
                    words_after = after_sized[definition_after.end():]  # the name, not its long form's first word
            after_words = _rx(r"[A-Za-z][\w\-]*").findall(words_after)[:3]
            nxt = after_words[0].lower() if after_words else ""
            if m.from_title:
                modifier_only = False
                if m.title_head and (_TITLE_HEAD_IS_DATA.match(self._title_text, m.char_end)
                                     or m.text.rsplit(" ", 1)[-1].lower() in _TITLE_DATA_HEADS):
                    bench += 6  # 'WeedsGalore: A Multispectral and Multitemporal UAV-Based Dataset for ...', 'S-Hock Dataset: ...'
                continue
            # context after the name
            data_set = after_words[1].lower() if nxt == "data" and len(after_words) > 1 else ""  # 'the X data set(s)'
            if nxt in ("benchmarks", "datasets", "tasks", "problems") or data_set == "sets":
                names_a_kind_of_data = True  # 'on standard Knowledge Base Completion benchmarks': the task they test
            if (nxt in BENCHMARK_HEADS or nxt.rstrip("s") in BENCHMARK_HEADS or data_set in ("set", "sets")) \
                    and not (nxt == "splits" and len(after_words) > 1 and after_words[1].lower() in STOPWORDS) \
                    or nxt == "domain" and before_lower.endswith(("the ", "of ")):  # 'on instances of the FrozenLake domain'
                # (not the verb: 'The proposed Structured Control Net (SCN) splits the generic MLP into ...')
                bench += 3
                data_head_after = True
            elif nxt in {"model", "models", "network", "networks", "architecture", "architectures", "backbone",
                         "backbones", "encoder", "encoders", "optimizer", "optimizers", "llm", "llms"}:
                method += 3
            elif nxt in METHOD_APPOSITIVE_HEADS or nxt.rstrip("s") in METHOD_APPOSITIVE_HEADS:
                method += 1.5
            appositive = _APPOSITIVE.match(after) if after[:3].lstrip()[:1] in (",", ":", "—", "–", "-", "(") else None
            after_acronym = False  # 'decentralised cross entropy method (Dec-CEM), a new extension of CEM'
            if m.defined is not None and m.text == m.defined.long and not appositive:
                short_end = _PAREN_THEN_COMMA.match(after)
                if short_end:
                    appositive = _APPOSITIVE.match(after, short_end.end() - 1)
                    after_acronym = appositive is not None
            if appositive and _rx(r"\s*,\s*(?!(?:A|An|The|Our)\b)[A-Z]").match(after):
                appositive = None  # 'Across HarmBench and JailbreakBench, RefusalLens reduces the attack ...': the next name
            with_we = _WITH_X_WE_PRESENT.match(after) if before.endswith("With ") and _rx(r"(?:^|[.;:]\s*)With $").search(before) else None
            if with_we:  # 'With Webis-EditorialSum-2020, we present a corpus of 1330 summaries'
                head = with_we.group(1).lower()
                if head in BENCHMARK_APPOSITIVE_HEADS:
                    bench += 4
                else:
                    method += 4
                proposed_votes += 2
                self_named = True
            if appositive or after[:3].lstrip()[:1] == "(" and _CITED_AFTER.match(after) or \
                    before[-1:] == "(" and _HEAD_THEN_PAREN.search(before):
                described = True  # 'Quokka, a planner', 'Mixout (Lee et al., 2020)', 'a retrieval model (Contriever)'
            if appositive:
                head = appositive.group(2).lower()
                if head in BENCHMARK_APPOSITIVE_HEADS:
                    bench += 4
                else:
                    method += 4
                if _rx(r"\b(?:novel|new|innovative|first|our|simple|unified|proposed|general|principled|efficient|lightweight|scalable|enhanced|improved)\b", re.I).search(appositive.group(0)) \
                        and not (after_acronym and not _rx(r"\b(?:novel|new|first|our|proposed)\b", re.I).search(appositive.group(0))):
                    # (after an acronym, only what says it is new: not 'Generalized Discriminant Analysis (GDA), a
                    # general kernel discriminant analysis algorithm')
                    proposed_votes += 2
                    if _rx(r"\b(?:novel|new|proposed)\b", re.I).search(appositive.group(0)):  # not 'On XNLI, our model ...'
                        self_named = True  # 'SchNet: a novel deep learning architecture': the paper's own, however known now
                if _PROPOSAL_VERB_JUST_BEFORE.search(before) or lex_docs == 0 and not (curated_bench or curated_method) \
                        and _DESCRIBES_JUST_BEFORE.search(before) \
                        or head in BENCHMARK_APPOSITIVE_HEADS and _MAKES_DATA_JUST_BEFORE.search(before):
                    proposed_votes += 2
                    self_named = True  # 'we ... propose VoxelNet, a generic 3D detection network', 'This paper
                    # describes Smartpig, an algorithm for ...' (a name no other paper uses)
                    own_kind = "Benchmark" if head in BENCHMARK_APPOSITIVE_HEADS else "Method"
            elif after.startswith((", a ", ", an ", " a ", " an ")) and _PROPOSAL_VERB_JUST_BEFORE.search(before) \
                    or _DESCRIBES_JUST_BEFORE.search(before) and not (curated_bench or curated_method) \
                    and _rx(r"(?:\s*\([^()]{1,80}\))?,\s+an?\s+(?:novel|new)\b").match(after):
                proposed_votes += 2  # 'we introduce OpenVLA, a 7B-parameter open-source VLA', 'this paper introduces PEARL a
                self_named = True  # comprehensive dataset' (no comma): whatever the head, the paper's own
                if any(w.rstrip(",.;") in BENCHMARK_APPOSITIVE_HEADS for w in after.lstrip(" ,").split()[1:5]):
                    bench += 4
                    own_kind = "Benchmark"
            follower = _FOLLOWER.match(after)
            follower = follower.group(1) if follower else ""
            is_modifier = bool(follower) and follower not in STOPWORDS and follower not in VERBS and (
                (bool(_rx(r"[A-Z0-9\-]+s?").fullmatch(m.text)) and not follower.endswith("ed")
                 and not (follower in _ONE_TECHNIQUE_HEADS and not self._generic_acronym(m.text)))
                or follower in _CLASS_NOUNS and not (" " in m.text and follower in _TECHNIQUE_CLASS_NOUNS)
                or follower in HARDWARE_NOUNS) and nxt not in BENCHMARK_HEADS \
                and not (follower in _SOFTWARE_NOUNS and _rx(r"\bthe\s+$").search(before)) \
                and not (unknown_name and len(after_words) > 1 and after_words[1].lower() in _SINGLE_BENCH_HEADS) \
                and not (unknown_name and len(after_words) > 2 and _modifiers_then_bench_head(after_sized)) \
                and not (named_model and ((follower in _MODEL_NOUNS or follower in _NAMED_MODEL_PARTS)
                                          and key not in _ACTIVATION_KEYS
                                          or follower in _PROCESS_NOUNS or follower in ("family", "families")
                                          or curated_method and follower in _TECHNIQUE_NOUNS
                                          or curated_method and len(after_words) > 1 and after_words[1] in _MODEL_PART_HEADS)) \
                and not (curated_method and not curated_bench and follower in _COMPUTED_BY_NOUNS) \
                and not (key in _ACTIVATION_KEYS and follower in _ACTIVATION_HEADS) \
                and not curated_bench and not (lex_bench >= 5 and lex_bench > 4 * lex_method) \
                and not _verb_like(follower, self.lex)  # last: a lexicon lookup ('in standard SGD depends on')
            # 'RoBERTa models', 'a GPT-4 agent' name the model, 'CIFAR-100 classification' (or 'NORB
            # classification', a name the corpus only ever writes as data) the dataset
            if not is_modifier:
                modifier_only = False
            # context before the name, or before the list the name ends
            list_end = m.char_start - len("the ") if before.endswith(" and the ") and _LIST_END_AFTER.match(after) \
                else m.char_start  # 'on MNIST and the Toronto Face Database.' (not 'on WMT and the WER of Whisper')
            tail = s[max(0, list_end - 6):list_end].rstrip()
            in_list = _LIST_BEFORE.search(s, max(0, list_end - 200), list_end) if tail and (
                tail[-1] in ",&" or tail[-1].isdigit() or tail.endswith((" and", " or"))) else None
            if in_list and _YEAR_THEN_COMMA.fullmatch(in_list.group(0).strip()):
                in_list = None  # 'Since its introduction in 2018, Soft Actor-Critic (SAC) remains ...': a date, not a list
            elif in_list and in_list.group(0).rstrip().endswith(",") and _rx(r"\s(?:and|or)\s").search(in_list.group(0)):
                in_list = None  # 'Fine-tuning on Alpaca and MetaMathQA, GaLore-R matches ...': that list ended at 'and'
            elif in_list and in_list.group(0).count(",") == 1 and in_list.group(0).rstrip().endswith(",") \
                    and (follower in VERBS or follower not in STOPWORDS and _rarely_a_noun(follower, self.lex)):
                in_list = None  # 'for UDA Semantic Segmentation on SYNTHIA, PCL surpasses ...': a fronted phrase, then the subject
            list_before = s[max(0, in_list.start() - 60):in_list.start()] if in_list else ""
            evaluation = _EVAL_BEFORE.search(before)
            if evaluation and before == "In " and _rx(r",\s+(?:we|our)\b").match(after):
                evaluation = None  # 'In PaD, we utilize the reasoning program ...': inside the method, not on data
            if ((evaluation and not _NOT_EVAL_ON.search(before)) or
                    (in_list and _EVAL_BEFORE.search(list_before) and not _NOT_EVAL_ON.search(list_before))) \
                    and follower not in _MODEL_PART_NOUNS and follower not in _TECHNIQUE_HEADS and after[:1] != "-" \
                    and _THEORY_HEADS.isdisjoint(w.lower() for w in after_words[:2]):
                # 'on the SuperNet parameters', 'in the Multi-Index Hashing approach', 'from a TL1-regularized model', 'in
                # the Sherali-Adams hierarchy', 'in the ALC description logic': no evaluation on SuperNet, MIH, TL1, ...
                bench += 2
                evaluated_on = evaluated_on or bool(evaluation and evaluation.group("evaluated"))
            bench_noun_then_list = ("," in before[-6:] or ":" in before[-6:]) and _BENCH_NOUN_THEN_LIST.search(before) \
                or in_list and _BENCH_NOUN_THEN_LIST.search(list_before)
            if bench_noun_then_list and bench_noun_then_list.group(1).lower().startswith("task") and m.defined is not None \
                    and not _titlecase_task(m.defined.long):
                bench_noun_then_list = None  # 'we propose a novel ... approach for multi-class classification tasks,
                # Latent Structure based Discriminative Dictionary Learning (LS-DDL)': a name defined after 'tasks,' is
                # what is proposed, not data (a task is typed by _TASK_SAID_BEFORE: 'two tasks: ... Alignment (MMEA)')
            if bench_noun_then_list and _COUNTED_METHODS_BEFORE.search(s, max(0, (in_list.start() if in_list else m.char_start) - 160),
                                                                        in_list.start() if in_list else m.char_start):
                bench_noun_then_list = None  # 'We propose two approaches for learning in these domains: RIAL and DIAL'
            if bench_noun_then_list \
                    and _rx(r"\s*(?:\([^()]{0,30}\)\s*)?(?:,|;|\.|\)|and\b|or\b|$)").match(after) \
                    and not _rx(r"(?:\s*\([^()]*\))?\s+[a-z]").match(s, _LIST_REST.match(s, m.char_end).end()):
                bench += 3  # 'on three benchmarks, GlyphNet, KandiPat and CURIX'; not 'On both benchmarks, X outperforms'
            if _BENCH_HEAD_JUST_BEFORE.search(before) or (in_list and _BENCH_HEAD_JUST_BEFORE.search(list_before)):
                bench += 3  # 'the parsing benchmark Spider', 'benchmark datasets NTU RGB+D 60, ... and Toyota Smarthome'
            if in_list and not ("(" in before and _MODEL_LIST_BEFORE.search(before)) and _MODEL_LIST_BEFORE.search(list_before):
                method += 3
            if len(after_words) > 1 and after_words[0].islower() and nxt not in BENCHMARK_HEADS and after_words[0] not in STOPWORDS \
                    and after[:1] != "-" and nxt != "software":
                # (not 'DaCoM-created datasets': what made the data; nor 'the ROS software environment': a tool)
                if after_words[1].lower() in BENCHMARK_HEADS or len(after_words) > 2 and _modifiers_then_bench_head(after_sized):
                    bench += 2  # 'the PASCAL VOC 2012 segmentation benchmark', 'the A2D large-scale video labeling dataset'
            listing = "such as" in before_lower or "like" in before_lower or "includ" in before_lower \
                or "e.g." in before_lower or "namely" in before_lower or ":" in before or "(" in before \
                or "i.e." in before_lower or "—" in before or "–" in before or "--" in before or " - " in before
            if (listing and _BENCH_LIST_INTRO.search(before)) or (in_list and _BENCH_LIST_INTRO.search(list_before)):
                bench += 2.5
            if _DATA_CUE_AFTER.search(after) and _DATA_SIZE_AFTER.match(s, m.char_end) \
                    or _DATA_CUE_BEFORE.search(before_lower) and _DATA_VERB_BEFORE.search(before) and _rx(
                    r"\s*(?:[,.;:(]|and\b|which\b|that\b|from\b|of\b|with\b|$)").match(after):  # not 'collect X generations'
                bench += 3  # 'FooData, comprising 5k videos', 'we collect FooData'
            if _BENCH_HEAD_SET_OFF.search(s, max(0, m.char_start - 100), m.char_start):
                bench += 3  # "a new benchmark for 3D tracking, ‘Track-it-in-3D’"
                if _DATA_CONTRIBUTION.search(s, 0, m.char_start):
                    proposed_votes += 2  # 'we construct a benchmark to evaluate ... in stories —FlawedFictions—'
                    self_named = True
            elif before.endswith((", ", ", the ")) and _NEW_THING_THEN_COMMA.search(before) and _SET_OFF_END.match(after) \
                    and not (curated_bench or curated_method) and not _SAID_TO_BE_EARLIER_WORK.match(after):
                proposed_votes += 2  # 'With the utilization of a novel robotic device, the Variable Stiffness Treadmill (VST), ...'
                self_named = True
            elif before.endswith(", ") and _DATA_HEAD_THEN_COMMA.search(before) and _SET_OFF_END.match(after):
                bench += 4  # 'we create the first dataset of this kind, QuoteSum, with ...'
            elif before.endswith((", ", ", the ")) and (_METHOD_HEAD_THEN_COMMA.search(before) or _TRAINING_TASK_THEN_COMMA.search(before)):
                method += 4  # 'We build a learning algorithm, Videodex, that ...', 'a novel pretraining task, KBA, to ...'
                described = True
            # (statements, not one condition: Cython 3 compiled that condition, a conditional expression over an
            # 'and' chain, into a crash)
            proposed_object = None
            if before.endswith((", ", "namely ", "(")):
                proposed_object = _PROPOSED_OBJECT_THEN_NAME.search(s, max(0, m.char_start - 130), m.char_start)
                if proposed_object is not None and not before.endswith("namely ") \
                        and _OBJECT_ENDS_WITH_A_NAME.search(proposed_object.group("object")):
                    proposed_object = None  # 'we propose a novel network (DCN) that achieves ... on FDDB, PASCAL Face, and AFW'
            names_proposal = False
            if proposed_object is not None and proposed_object.group("paren") is None:
                names_proposal = _NAME_THEN_CLAUSE.match(after) is not None
            elif proposed_object is not None:  # 'a ... system (MLP4Rec)': a name nobody else uses (not 'a method based on a retrieval model (Contriever)')
                names_proposal = _PAREN_CLOSE.match(after) is not None and m.defined is None and lex_docs < 3 \
                    and ("(" not in proposed_object.group("object") or _PAREN_THEN_HEAD.match(after)) \
                    and not (curated_bench or curated_method) and not _OBJECT_BUILT_ON.search(proposed_object.group("object"))
            if names_proposal:
                # 'We propose a new ROS 2 package, ROS2sWARM, for ...', 'we present a wearable glove with soft
                # joint sensing, Sen-Glove.', 'we propose a model for EDC, namely HiTrans', 'we propose a novel
                # sequential recommender system (MLP4Rec)': the name of the thing the proposal sentence just described
                proposed_votes += 2
                self_named = True
                proposal_rank = min(proposal_rank, m.sentence)
                if not _DATA_HEAD_BEFORE_COMMA.search(before):
                    method += 2
            if listing and _rx(r"\b(?:models?|methods?|baselines?|algorithms?|optimizers?|LLMs?|architectures?)\b[^.;]{0,30}(?:such as|like|including|e\.g\.,?)\s*$", re.I).search(before):
                method += 2
            if "(" in before and _MODEL_LIST_BEFORE.search(before):
                method += 3  # 'three open-source LLMs (FlanT5-XL, Mistral-7B, and Mixtral-8x7B)'
            if _COORDINATED_MODEL_HEAD.match(after):
                method += 3  # 'BERT and RoBERTa models'
            if _NAMING_HINT.search(before_lower) and _NAMING.search(before) and not _rx(r"\s*\[\d").match(after) \
                    and not _NAMED_PROBLEM_AFTER.match(after) and not _CITED_AFTER.match(after):
                # (not 'hereafter referred to as the PnPf problem', 'A recent work, named PRover (Saha et al., 2020)')
                # (not 'modifications to a method called SuperRetina [22]': a cited method the paper changes)
                proposed_votes += 2
                we_named = we_named or bool(_WE_CALL_THEN_NAME.search(before))
                if _THING_IS_CALLED.search(before) or _NEW_THING_CALLED.search(before) or _COINED.search(before):
                    # 'A new prior is proposed ...; the model is called the X (ACR)', 'This paper advocates a new
                    # ML-based programming framework, called Programming by Feedback (PF)'
                    we_named = self_named = True
                    proposal_rank = min(proposal_rank, m.sentence)
                head = _rx(r"\b([a-z]+),?\s*(?:which\s+(?:we|is)\s+)?\w+\s*$").search(before_lower)
                head = singular(head.group(1)) if head else ""
                if head in BENCHMARK_HEADS or head in BENCHMARK_APPOSITIVE_HEADS:
                    bench += 4  # 'a new dataset, named X', 'a corpus, called X'
                elif head in METHOD_APPOSITIVE_HEADS:
                    method += 4  # 'the resulting model, named Spider'
                elif _DATA_HEAD_THEN_NAMING.search(s[max(0, m.char_start - 120):m.char_start].lower()):
                    # (a long window: 'we built a new underwater dataset with groundtruth measurements named EASI')
                    bench += 4  # 'a large-scale dataset for glass segmentation, named X'
                    if _WE_MADE_DATA.search(s, max(0, m.char_start - 120), m.char_start):
                        self_named = True
                        proposal_rank = min(proposal_rank, m.sentence)
                if _rx(r"\b(?:our|this)\b").search(before_lower) or _rx(
                        r"\bthe (?:resulting|proposed|final) \w+,?\s*\w+\s*$").search(before_lower) or _rx(
                        r"(?:\bwe\s+(?:\w+\s+){0,2}?(?:suggest|propose|introduce|present|develop|design|devise|creat|build|built|construct|implement|define)\w*"
                        r"|\bby\s+(?:propos|introduc|present|develop|design|devis)ing)\s+(?:a|an)\s+"
                        r"(?:[\w\-]+\s+){0,3}?[\w\-]+,?\s*\w+(?:\s+the)?\s*[`'‘“\"]?$").search(before_lower) or _NAME_IT.search(before_lower) \
                        or _PROPOSAL.search(s, 0, m.char_start) \
                        or lex_docs == 0 and not (curated_bench or curated_method) \
                        and (_WE_SHOW.search(s, 0, m.char_start) or _NAMED_IN_PARENTHESES.search(before)):
                    # 'this work proposes a dataset ..., named X'; 'we show that invoking ... leads to the fastest
                    # deterministic algorithm, called RepeatedGreedy', 'the technique (called POReSS)' (a name no other
                    # paper uses)
                    self_named = True  # 'Our method, called VELAP', 'The resulting model, named Spider', 'we suggest a method, called X',
                    # 'by developing a technique called X'
                    proposal_rank = min(proposal_rank, m.sentence)
            if ("proposed" in before_lower or "developed" in before_lower or "presented" in before_lower
                    or "introduced" in before_lower) and (the_proposed := _THE_PROPOSED.search(before)) \
                    and (lex_docs < 3 or "proposed" in the_proposed.group(0).lower()) \
                    and not (before.rstrip().endswith(",") and not _SET_OFF_AFTER.match(after)
                             and not (m.char_start <= 60 and the_proposed.start() == 0)):
                # not 'Using the proposed method, X achieved' (but 'The proposed model, structure-adapting multi-view
                # harmonium (SA-MVH) has ...': the sentence opens with what the paper proposes)
                proposed_votes += 2
                own_apposition = own_apposition or before.rstrip().endswith(",")
                self_named = True  # 'The proposed KeyGNet ...'
            elif "resulting" in before_lower and (m.defined is not None or lex_docs == 0 and not (curated_bench or curated_method)) \
                    and _THE_RESULTING.search(before):
                proposed_votes += 2  # 'The resulting Grasp Quality Convolutional Neural Network (GQ-CNN)', 'the resulting layering-MCMC'
                if m.defined is None:
                    self_named = True  # (a defined acronym after 'resulting' may modify a noun: 'the resulting MAPR problem')
            elif lex_docs == 0 and definition is None and not (curated_bench or curated_method) and is_strong(m.text) \
                    and before_lower.endswith(("new ", "novel ")) and _NEW_JUST_BEFORE.search(before) \
                    and _NEW_THING_HEAD_AFTER.match(after):
                proposed_votes += 2  # 'in the new Remix-UCB algorithm ... that we introduce', 'the novel WhenToRead module':
                self_named = True  # a coined name no other paper uses, said to be new (not 'a new UCB-style algorithm',
                # nor a task's acronym: 'a new MWIS algorithm')
                proposal_rank = min(proposal_rank, m.sentence)
            elif not (curated_bench or curated_method) and before.rstrip().rpartition(" ")[2] in _NEW_THING_HEADS \
                    and _NEW_HEAD_JUST_BEFORE.search(before):
                proposed_votes += 2  # 'a new accelerated method AGDP', 'have proposed a new robot system Anchor Climber',
                self_named = True  # 'we propose a Background-Insensitive approach BINet': named right after what is new
                proposal_rank = min(proposal_rank, m.sentence)
            used_here = bool(_USED_BEFORE.search(before))
            weight = governed.get((m.sentence, m.char_start), 0)
            # '... This paper presents a new 6-degrees-of-freedom PCR': one of the class, not the class
            one_of_the_class = opens_on_it and m.text == definition.short and bool(_KIND_OF_BEFORE.search(before))
            if one_of_the_class or topic_word:
                weight = 0
            if weight and m.defined is None and (follower in _TECHNIQUE_CLASS_NOUNS or (curated_bench or curated_method or lex_docs >= 3)
                                                 and _LOWER_WORDS_THEN_HEAD.match(after)):
                weight = 0  # 'we develop fast Gibbs sampling algorithms', 'This paper develops a ZigBee indoor
                # positioning scheme': a known name modifies what the paper proposes
            # 'Active Speaker Detection (ASD) ... we propose an end-to-end ASD workflow', 'Ordinal embedding (OE) aims
            # to ... we seek a generic OE method', 'a novel WSOD framework': the task names what the proposal is for
            task_modifier = m.defined is None and definition is not None and bool(follower) and follower not in STOPWORDS \
                and (_titlecase_task(definition.long) or definition.long[1:].islower())
            if task_modifier:
                weight = 0
            if m.defined is None and lex_docs < 3 and not (curated_bench or curated_method) \
                    and _NEW_THING_THEN_COLON.search(s, 0, m.char_start) and _rx(r"\s*(?:[.;]|$)").match(after):
                proposed_votes += 2  # 'integrated into a new version of the open-source GenoM tool: GenoM3.'
                self_named = True
            if weight:
                governed_here = True
                proposed_right_after_verb = proposed_right_after_verb or bool(_PROPOSAL_JUST_BEFORE_PHRASE.search(before))
                proposed_votes += weight
                proposal_rank = min(proposal_rank, m.sentence)
                used_here = False
                if follower in _TECHNIQUE_HEADS and not _NAMED_LATER.search(s, m.char_end):
                    proposed_with_head = True  # 'we propose a Knowledge-Augmented Phrase Retrieval model' (not '...
                    # Reinforcement Learning method that recognizes Group Symmetries, called COVERS')
            if used_here:
                used_votes += 1
            if "our" in before_lower and _rx(r"\bour\s+(?:(?!(?:on|in|of|for|with|to|at|by|from|over|than|and|or|against|versus|vs)\b(?!-))[\w\-]+\s+){0,2}$", re.I).search(before):
                proposed_votes += 1
                if lex_docs < 3 and _rx(r"\bour\s+(?:novel|new|proposed)\s+$", re.I).search(before) \
                        or lex_docs == 0 and not (curated_bench or curated_method) and before_lower.endswith("our ") \
                        and " " not in m.text and not after.startswith("-"):  # (not 'our Leitner-guided approach')
                    self_named = True  # 'Our novel BAD-X adapter framework trades off ...': a name of the paper's own
                    # thing, even as a modifier; 'Our HyperPosePDF outperforms ...': a name no other paper uses
            if (has_proposal or m.defined is not None and lex_docs == 0 and not (curated_bench or curated_method)) \
                    and _says_new(before_lower) and not task_modifier and not one_of_the_class and not topic_word and (
                    _rx(r"\b(?:a|an)\s+(?:%s)\s+(?:(?:family|class|kind|type)\s+of\s+)?(?:[\w\-]+\s+){0,1}$" % _NEW, re.I).search(before)
                    or _rx(r"\s*The\s+(?:new|novel)\s+(?:[\w\-]+\s+)?").fullmatch(s, 0, m.char_start)):
                proposed_votes += 2  # 'employs a novel Multi-Scale Hierarchical Transformer module', 'The new MObile
                # Collaborative robotic Assistant (MOCA), which ...': the sentence opens on the paper's new thing
                if not has_proposal:
                    self_named = True  # 'addressed ... with a novel BERT-over-BERT (BoB) model': the abstract's one
                    # statement of what the paper makes
            elif "our" in before_lower and _OUR_HEAD_BEFORE.search(before):
                proposed_votes += 2
                self_named = own_apposition = True  # 'Our novel method - GeoMatch - ...'
            elif "our" in before_lower and _OUR_METHOD_HEAD_THEN_THE.search(before):
                proposed_votes += 2
                method += 3
                self_named = True  # 'Our new measure, the Fine-Tuning Capacity (FTC), is ...'
            elif (own_head := _own_head_before(before, before_lower, after, sentences, m.sentence, first_proposal)) is not None:
                proposed_votes += 2
                self_named = True  # 'We use a novel neural network, ToolFlowNet, ...', 'This simple approach, PatchDropout, ...'
                if own_head in BENCHMARK_APPOSITIVE_HEADS:
                    bench += 4
                else:
                    method += 4
            elif before.endswith("our ") and m.defined is not None and m.text == m.defined.long and m.text[:1].isupper() \
                    and not (curated_bench or curated_method) and _OUR_NAME_THEN_HEAD.match(after):
                proposed_votes += 2
                self_named = True  # 'our Deep Attention Selective Network (dasNet) architecture'
            elif before.endswith("our ") and m.defined is None and lex_docs == 0 and not (curated_bench or curated_method) \
                    and _OWN_HEAD_AFTER.match(after):
                proposed_votes += 2
                self_named = True  # 'within our MTLinear framework': a name nobody else uses, on the paper's own thing
            elif "(" in before[-14:] and _OUR_METHOD_PAREN.search(before):
                proposed_votes += 2
                self_named = True  # 'our method (namely DMPS) demonstrates ...', 'the new algorithm (Z-learning) outperforms ...'
            wide_after = s[m.char_end: m.char_end + 110]
            if _rx(r"\b(?:benchmarks?|datasets?)\b", re.I).search(wide_after) and _rx(r"\s*(?:[,)]|and\b)").match(after):
                between = wide_after.split("benchmark")[0].split("dataset")[0]
                # 'X, Y and Z datasets' (not 'the effectiveness of DKRR-RS and the communication strategy on real datasets',
                # 'To evaluate NeuralTBD, we collect a tracking dataset')
                if not _rx(r"\b(?:achieve|outperform|show|demonstrate|yield|improve|we)\w*\b").search(between) \
                        and not _rx(r"\b(?:on|in|of|for|with|from|to|by)\s", re.I).search(between) \
                        and not _rx(r"\s*and\s+an?\s").match(after):
                    bench += 1.5  # (nor 'using the Extended Kalman Particle Filter and a real-world localization dataset')
            if has_proposal and lex_docs < 3 and m.sentence > 0 and _COUNTED_OFF_BEFORE.search(before):
                proposed_votes += 2
                self_named = True
            if lex_docs < 3 and (has_proposal and _FIRST_OF_ITS_KIND.match(after) or _THE_FIRST_AFTER.match(after)):
                proposed_votes += 2  # 'We propose closing this gap with i-Code V2, one of the first models capable of ...'
                self_named = True
            if _rx(r"\s*\((?:its|our)\b").match(after):
                proposed_votes += 2  # 'GNNMERGE (its generic GNN counterpart)'
            if lex_docs < 3 and (m.defined is None or m.text == m.defined.long) and (
                    m.token_start <= 1 and _PASSIVE_PROPOSAL.match(s, m.char_end)
                    or _PASSIVE_PROPOSAL_AFTER_SUBJECT.match(s, m.char_end) and _SUBJECT_BEFORE_NAME.match(s, 0, m.char_start)):
                proposed_votes += 2  # 'AutoGluon-Multimodal (AutoMM) is introduced as an open-source AutoML library'
                self_named = True
            elif lex_docs == 0 and not (curated_bench or curated_method) and m.token_start <= 1 and _IS_A_NEW.match(s, m.char_end):
                proposed_votes += 2  # 'SURALP is a new walking humanoid robot platform'
                self_named = True
            if m.defined is not None and m.text == m.defined.long and has_proposal and lex_docs == 0 \
                    and first_proposal is not None and m.sentence - 1 <= first_proposal <= m.sentence \
                    and _rx(r"^\s*This\s+$").match(before):
                proposed_votes += 2  # 'We propose a new class of robotic device ... This Continuum Reconfigurable
                self_named = True  # Incisionless Surgical Parallel (CRISP) paradigm involves ...'
            elif m is group[0] and m.defined is None and " " in m.text and lex_docs == 0 and has_proposal \
                    and not (curated_bench or curated_method) and (first_proposal is None or first_proposal <= m.sentence) \
                    and all(w[:1].isupper() for w in m.text.split()) and not _ADJECTIVE_COMPOUND.search(m.text.split()[0]) \
                    and _rx(r"(?:^|\s)[Tt]his\s+$").search(before):  # (not 'This GP-based Hamiltonian')
                proposed_votes += 2  # 'The design of a hierarchical planning system ... is presented. It is shown that
                self_named = True  # this Parallel Hierarchical Replanner is ...': named first as what was just proposed
            if _SUCCESS_VERB.match(after) and not used_here:
                success_subject = True
                if _OUTPERFORM_AFTER.match(after):
                    method += 1.5  # 'HODOR outperforms prior representations': what outperforms is a method, not data


        context_evidence = max(bench, method)  # from this abstract's text alone, before the corpus and the lists
        head_before = any(_HEAD_JUST_BEFORE.search(sentences[m.sentence], max(0, m.char_start - 40), m.char_start)
                          for m in group if m.sentence < len(sentences))
        if head_before:
            context_evidence = max(context_evidence, 3.0)  # 'the open-source library Lale', 'the optimizer Adam'
        if definition is None and proposal_rank == 99 and not self_named and not (curated_bench or curated_method) \
                and not any(m.title_head for m in group) and any(_ROBOT_BEFORE.search(sentences[m.sentence], 0, m.char_start) or _ROBOT_AFTER.match(sentences[m.sentence], m.char_end)
                        for m in group if not m.from_title and m.sentence < len(sentences)):
            return None  # 'with our social robot Zeno': a robot, not a method (unless the title's name)

        if modifier_only and not definition and not ((self_named or proposed_right_after_verb) and lex_docs < 3):
            return None  # 'GNN models', 'the P2P distance'; not 'our proposed P2S metric', 'we propose an SPPS module'

        if success_subject and lex_docs == 0 and has_proposal:
            proposed_votes += 1  # a name nobody else uses, that 'outperforms ...': the paper's own
        if lex_bench + lex_method >= 3:
            ratio = (lex_bench + 1) / (lex_method + 1)
            if ratio > 2:
                bench += 4 if ratio > 5 and lex_bench >= 8 else 2.5
            elif ratio < 0.5:
                method += 3.5 if ratio < 0.2 and lex_method >= 8 else 1.5  # 'gains of 4% in VGG19' is a model
        if curated_bench != curated_method:  # the curated lists settle a name the corpus types both ways (WordNet)
            bench, method = (bench + 3, method) if curated_bench else (bench, method + 3)
        if _rx(r"(?i)(?:bench|benchmarks?|arena|gym|leaderboard|challenge)$|bench\b|-bench|-eval$").search(name) and not _rx(r"(?i)eval$").search(name):
            bench += 4
        parameter_count = _MODEL_SIZE.search(name)
        if _rx(r"(?i)(?:^|[-\s])(?:qa|vqa)$|dataset$|corpus$|database$|treebank$|^(?:cifar|mnist|imagenet|coco)").search(name) \
                or name.endswith("QA") and name[-3:-2].islower() \
                or _DATA_SIZE_SUFFIX.search(name) and not lex_method and not parameter_count:
            bench += 1.5  # ... and 'Math23K', 'MMHS150K', 'DigiFace-1M': a count of examples (not 'Llama2-7B-128K');
            # 'JCommonsenseQA', 'MetaMathQA': question answering data
        elif parameter_count and not lex_bench:
            method += 3  # 'On Qwen2.5-Math-7B, ...': a checkpoint with its parameter count (not 'LAION-5B')
        elif " " in name and not data_head_after and (_rx(r"(?i)\s(?:model|algorithm|method|architecture|optimizer|transformer|reasoner|learner|planner|"
                                  r"solver|detector|tracker|classifier|generator|encoder|decoder|controller|estimator|sampler|"
                                  r"gan|optimization|descent|iteration|steering|randomization|neural\snetwork)s?$").search(name)
                              or (name[:1].islower() or definition is not None and _rx(r"N(?:et)?s?$").search(definition.short))
                              and _rx(r"\s[Nn]etworks?$").search(name)):
            method += 3  # 'inference on the Soft Affiliation Graph model (S-AGM)', 'hierarchical feature alignment
            # network (HFAN)', 'a Space-Time Correspondence Network (STCN)', 'Multi-hop Attention Graph Neural Network
            # (MAGNA)': the name says what it is (not the 'Sioux Falls Network' of roads)
        elif _TECHNIQUE_ACRONYM_SUFFIX.fullmatch(name):
            method += 3  # 'monoSLAM', 'ORB-SLAM2', 'CycleGAN', 'TD-MPC': a technique's acronym ends the name
        elif " " in name and _EVENT_EDITION.search(name):
            bench += 3  # 'the PhysioNet Challenge 2012 data', 'ViZDoom AI Competition 2016': an evaluation event

        # generic families and tasks are concepts, not named methods
        if definition is not None:
            long_words = definition.long.split()
            lower_long = all(not w[:1].isupper() for w in long_words[1:] or long_words) and not any(is_strong(w) for w in long_words)
            long_key = phrase_key(definition.long)
            lshare, long_df = self.lex.lower_share(long_key), self.lex.phrase_df(long_key)
            generic = lower_long or (lshare is not None and lshare >= 0.5) or _is_family(long_words) \
                or long_words[-1].lower() in _PURE_MATH_HEADS \
                or (_titlecase_task(definition.long) and long_words[-1].lower() in _TASK_ONLY_HEADS and not proposed_votes
                    and not any(w in ("for", "via", "with", "by") for w in long_words)) \
                or singular(long_words[-1].lower()) in CONDITION_HEADS  # 'reproducing kernel Hilbert space (RKHS)', 'ASD'
            short_key = name_key(singular(definition.short))
            # the curated family of the acronym, unless the paper proposes a new name of its own under it ('we
            # propose the State-Frequency Memory (SFM)': not structure from motion)
            listed_family = short_key in self.lex.generic_acronyms and (
                _same_family(definition.long, self.lex.generic_acronyms[short_key]) or not proposed_votes or lower_long
                or long_df >= 3)
            # an area or technique the field writes in lower case in over 100 abstracts ('active learning (AL)',
            # 'coordinate descent (CD)') stays a concept even as the object of 'we study ...'
            established = lshare is not None and lshare >= 0.8 and long_df >= 100
            if listed_family:
                generic = True
            elif self._curated_acronym_as_known(short_key, definition.long):
                generic = False  # a known named model written as a family ('Segment Anything Models (SAMs)')
            elif generic and _specific_technique(long_words, lshare) and not _is_family(long_words) and not established:
                generic = False  # 'score distillation sampling (SDS)', 'direct preference optimization (DPO)'
            elif generic and has_proposal and _COINED_SHORT.fullmatch(definition.short) and lshare is None \
                    and long_df < 3 and not _is_family(long_words) \
                    and not any(w.lower() in _CONNECTORS for w in long_words):  # (not 'Theory of Mind (ToM)', 'IoT')
                generic = False  # 'weight fusion (WiFi) and merge fusion (MeFi)' in a paper that proposes: coined names
            elif generic and lower_long and not established and long_df < 3 and len(long_words) >= 3 \
                    and long_words[-1] in _OWN_MODEL_HEADS and _rx(r"[A-Z][A-Z\d]{2,5}|[A-Z]{2,6}-?Net").fullmatch(definition.short) \
                    and self.lex.name_prior(short_key)[2] == 0 and not self.lex.is_curated(short_key):
                # 'Our approach involves a null category noise model (NCNM)', 'we represent each future using an
                # anticipatory temporal conditional random field (ATCRF)': a model under an acronym no other paper
                # uses is the paper's own (with a proposal or without)
                generic = False
                self_named = True
                proposed_votes += 1
            elif generic and not lower_long and lshare is None and long_df == 0 and len(long_words) >= 3 \
                    and long_words[-1].lower() in _MODEL_FAMILY_HEADS and _rx(r"[A-Z]{3,6}s?").fullmatch(definition.short) \
                    and self.lex.name_prior(short_key)[2] == 0 and not self.lex.is_curated(short_key):
                generic = False  # 'an infinite mixture of Gaussian Superquadric Taper Models (GSTM)': a plural, but no
                # family the field writes (under an acronym no other paper uses)
            contains_acronym = any(_rx(r"[A-Z]{2,}s?").fullmatch(w) and name_key(singular(w)) not in self.lex.generic_acronyms
                                   for w in long_words)
            def_mention = next(m for m in group if m.defined is definition)
            def_sentence = sentences[def_mention.sentence] if def_mention.sentence < len(sentences) else ""
            # (a task set off after its head is one even as what 'we propose': 'a novel problem -- Multimodal Sarcasm
            # Explanation (MuSE) --')
            task_set_off = bool(_TASK_SET_OFF_BEFORE.search(def_sentence, max(0, def_mention.char_start - 50), def_mention.char_start))
            said_to_be_a_task = task_set_off or bool(_CONCEPT_COPULA.match(def_sentence[def_mention.char_end:])) or \
                bool(_TASK_OF_BEFORE.search(def_sentence, max(0, def_mention.char_start - 40), def_mention.char_start))
            defined_as_a_technique = not established and not listed_family \
                and bool(_DEFINED_AS_A_TECHNIQUE.match(def_sentence, def_mention.char_end))
            if said_to_be_a_task:
                generic = True
            elif generic and not established and not listed_family \
                    and _CITED_DEFINITION.match(def_sentence, def_mention.char_end):
                generic = False  # 'the latent structured SVM (LSSVM; Yu & Joachims (2009))': one published technique
            elif generic and defined_as_a_technique:
                generic = False  # 'we use Mondrian forests (MF), a recent online learning algorithm'
            short_mention = next((m for m in group if m.defined is definition and m.text == definition.short), None)
            # (a whole lower-case word: not the 'k-' of '(FPS) k-Nearest Neighbors (k-NN)', a list without commas)
            follow = _rx(r"\)?\s*([a-z][a-z\-]*[a-z])\b(?![\-\w])").match(def_sentence[short_mention.char_end:]) if short_mention else None
            if follow and follow.group(1) in _TASK_WORDS_AFTER and any(_CALLED_PROPOSED_BEFORE.search(sentences[m.sentence], 0, m.char_start)
                              for m in group if m.sentence < len(sentences)):
                follow = None  # the word after it does not make it a task: '... restated as a Perspective-n-Spheres
                # (PnS) problem ... the proposed PnS provides better results'
            is_governed = governed_here
            modified_head = _rx(r"\)?\s*([a-z][a-z\-]+)\s+([a-z]+)\b").match(def_sentence, short_mention.char_end) \
                if follow else None
            if modified_head and modified_head.group(2) in METHOD_HEADS and not follow.group(1).endswith("ed") \
                    and follow.group(1) not in STOPWORDS and follow.group(1) not in VERBS:
                # 'the Kolmogorov-Smirnov (KS) two-sample test': the technique is the whole phrase
                long_form = name = f"{definition.long} {modified_head.group(1)} {modified_head.group(2)}"
                aliases.append(f"{definition.short} {modified_head.group(2)}")
            elif follow and follow.group(1) in _TASK_WORDS_AFTER \
                    and not (is_governed and follow.group(1).startswith("setting")) and not curated_bench:
                generic = True  # 'in Reward-Free Pre-Training (RFPT) tasks': a task, not a benchmark
                said_to_be_a_task = True  # even with an acronym inside: 'the LF de-occlusion (LF-DeOcc) problem'
                task_set_off = task_set_off or is_governed  # and as what the paper formulates: 'we formulate a
                # panoramic depth completion (PDC) task'
            elif follow and _content(follow.group(1)) and not _verb_like(follow.group(1), self.lex) and not is_governed \
                    and not follow.group(1).endswith("ed") and not _ADJECTIVE_ENDING.search(follow.group(1)) \
                    and singular(follow.group(1)) not in METHOD_APPOSITIVE_HEADS and follow.group(1) not in BENCHMARK_HEADS \
                    and follow.group(1) not in _WHAT_A_METHOD_PRODUCES \
                    and not _PARTICIPLE_CLAUSE.match(def_sentence, short_mention.char_end + follow.end()):  # (not 'the ... (FTRL) dynamics',
                generic = True  # nor '... Machines (RBMs) depending on the number of units', nor a head in the plural:
                # 'Augmented Lagrangian (AL) techniques', 'upper confidence bound (UCB) algorithms')
                if follow.group(1) not in _CLASS_NOUNS or follow.group(1) in {"models", "policies", "networks"}:
                    long_form = name = f"{definition.long} {follow.group(1)}"
                    aliases.append(f"{definition.short} {follow.group(1)}")
            if def_mention.sentence == 0 and def_mention.token_start <= 1 and not governed.get((0, def_mention.char_start)) \
                    and not self_named and not defined_as_a_technique \
                    and not (lex_docs == 0 and not lower_long and _DEFINED_AS_A_METHOD.match(def_sentence, def_mention.char_end)):
                generic = True  # the subject of the opening sentence is the field, not a contribution (but
                # 'Value Pursuit Iteration (VPI) is an approximate value iteration algorithm', 'Hard Thresholding Pursuit
                # (HTP) is an iterative greedy selection procedure' name one technique)
            if follow and (follow.group(1) in ("method", "algorithm", "decomposition", "estimator", "sampler", "filter", "transform")
                           or follow.group(1) == "model" and not lower_long) \
                    and not established and not said_to_be_a_task \
                    and not listed_family:
                generic = False  # 'the Contrastive Divergence (CD) method', 'the Candecomp/Parafac (CP) decomposition': one technique
            if follow and follow.group(1) in _SINGLE_BENCH_HEADS and not said_to_be_a_task and not _titlecase_task(definition.long) \
                    and not lower_long and (lshare is None or lshare < 0.5) and singular(long_words[-1].lower()) not in CONDITION_HEADS:
                generic = False  # 'The National Epidemiologic Survey on Alcohol and Related Conditions (NESARC) database'
            if self._curated_acronym_as_known(short_key, definition.long) or self.lex.is_curated(name_key(definition.long)):
                generic = False
            if any(m.title_head for m in group) and not said_to_be_a_task:
                generic = False  # 'BETag: ...' in the title, 'behavior-enhanced tags (BETags)' in the abstract
                # (not 'Inverse Visual Question Answering with ...' over '... (iVQA) is a contemporary task')
            # a family the curated list names ('Mixture-of-Experts (MoE)', 'VLMs') stays a concept even
            # as the object of 'we propose training ...'
            if generic and (listed_family or said_to_be_a_task and (not proposed_votes or task_set_off)
                            or not contains_acronym and not (proposed_votes >= 2 and proposed_votes > used_votes
                                                             and (has_proposal or we_named or own_apposition) and not established)):
                concept = 10
            if _is_problem(long_words[-1]):
                concept = 10  # 'the Vehicle Routing Problem (VRP)', even as what 'we study'
            if not concept and bench > method and not curated_bench and _titlecase_task(definition.long) \
                    and not self_named and proposed_votes < 2 and not any(m.title_head for m in group):
                concept = 4  # 'Compositional Zero-Shot Learning (CZSL)': a task, though 'four popular CZSL datasets' reads like data
            elif not concept and bench > method and not (curated_bench or curated_method) and _titlecase_task(definition.long) \
                    and not any(m.title_head for m in group) and any(
                        m.sentence < len(sentences) and _TASK_SAID_BEFORE.search(sentences[m.sentence], max(0, m.char_start - 40), m.char_start)
                        for m in group):
                concept = 4  # 'introduces two novel tasks: LLM Role Recognition (LLM-RR), ...', 'a new model for
                # Interactive Question Answering (IQA)': a task, even a new one
        elif curated_method and not curated_bench:
            pass  # 'Batch Normalization', 'SVMs': a known technique, even when written like a family or a task
        elif len(name.split()) > 1 and _is_family(name.split()) and not any(is_strong(w) for w in name.split()) \
                and not (self_named and proposed_votes >= 2 and lex_docs == 0):
            concept = 4  # (not a family the paper presents as its own: 'we present Steerable Convolutional Neural Networks')
        elif " " in name and singular(name.rsplit(" ", 1)[1].lower()) in CONDITION_HEADS and bench < 2:
            concept = 4  # "Parkinson's Disease": a condition studied, not a method
        elif " " in name and _is_problem(name.rsplit(" ", 1)[1]):
            concept = 4  # 'the Chinese Postman Problem', 'Markov Decision Problems'
        elif key in GENERIC_ARCHITECTURE_KEYS:
            if " " in name and all(_lower_modifier_before(sentences[m.sentence], m.char_start)
                                   for m in group if m.sentence < len(sentences)):
                return None  # the end of a lower-case family's name ('Markov chain Monte Carlo'): the concept ranker's
            concept = 4  # 'Transformer' on its own is the architecture family, not one named model
        elif definition is None and _titlecase_task(name) and not any(m.title_head for m in group) \
                and not (proposed_with_head and self.lex.phrase_df(phrase_key(name)) < 3) and not (bench >= 3 and not method and not names_a_kind_of_data):
            concept = 4  # 'Hierarchical Multi-label Classification', 'Contrastive Learning': a task or area written in
            # Title Case; a method named so comes with its acronym ('Causal Feature Alignment (CFA)'), and data by its
            # context ('on the Stanford Online Products, In-Shop Clothes Retrieval and VehicleID datasets')
        elif definition is None and proposed_votes == 0 and self._capitalised_common_phrase(name) \
                and not (bench >= 2 and singular(name.rsplit(" ", 1)[1].lower()) in _NAME_DATA_HEADS):
            concept = 4  # 'Image-Text Retrieval', 'Structure Alignment': a task other papers write in lower case
            # (not 'on the Event-Camera Dataset', data named so)
        elif definition is None and _MAPPING_BETWEEN.fullmatch(name) and not (curated_bench or curated_method) and bench < 2 \
                and not any(m.title_head for m in group):
            concept = 4  # 'Vehicle-to-Everything', 'Eye-to-Hand': a task or setting named by what it maps between (not
            # the curated 'Least-to-Most', the data 'on the Room-to-Room benchmark', nor a title's 'Debate-to-Write: ...')
        elif definition is None and self._generic_family_written_out(name):
            concept = 4  # 'Mixture-of-Experts', 'Large Language Models'
        elif definition is None and self._eponym_math_object(name):
            concept = 4  # 'Nash Equilibrium', 'Markov Chain': a capitalised 'Nash equilibrium', a concept
        elif definition is None and " " in name and name.rsplit(" ", 1)[1].lower() in _RESULT_HEADS \
                and not (curated_bench or curated_method):
            concept = 4  # 'the Fundamental Theorem of PAC Learning', 'Prisoner's Dilemma': a result or a puzzle, not a method
        elif _rx(r"(?:[A-Z]{2,6}|[A-Z][a-z]?-[A-Z]{2,4})s?").fullmatch(name) or key in self.lex.generic_acronyms:  # 'LLMs', 'Re-ID', 'CVaR'
            expansion = self.lex.expansion(name_key(singular(name)))
            if expansion and own_kind is None and not any(m.title_head and m.text == name for m in group) \
                    and (name_key(singular(name)) in self.lex.generic_acronyms
                         or (expansion[1] >= 0.6 and lex_method + lex_bench < 10)
                         or expansion[0].rsplit(" ", 1)[-1] in _PURE_MATH_HEADS):  # RKHS
                # (but 'we propose MFT, a novel method' is no 'missing feature theory', nor 'we propose CAD, a ...
                # framework' computer-aided design, nor the title's 'FDA: Feature Disruptive Attack' Fisher discriminant
                # analysis, whatever other papers mean by the letters)
                concept = 5
                aliases.append(name)
                name = expansion[0]
        if not concept and not (curated_bench or curated_method) and any(
                _PROBLEM_NAMED_BEFORE.search(sentences[m.sentence], max(0, m.char_start - 50), m.char_start)
                for m in group if m.sentence < len(sentences)):
            concept = 4  # 'we point out and define this problem as Entity Representation Segmentation in Label-semantics'
        in_text = [m for m in group if m.sentence < len(sentences)]
        if not concept and definition is None and not (curated_bench or curated_method) and lex_docs < 5 and " " in name \
                and not any(is_strong(w) for w in name.split()) and in_text \
                and all(_NAMED_PROBLEM_JUST_AFTER.match(sentences[m.sentence], m.char_end) for m in in_text):
            concept = 4  # 'We study the Improving Multi-Armed Bandit problem': a problem the paper names, not a method
        if concept and curated_bench and not curated_method and definition is None:
            concept = 0  # 'Natural Questions', 'Open Images': a known dataset, whatever its words look like
        if " " in name and singular(name.rsplit(" ", 1)[1].lower()) in _NAME_DATA_HEADS:
            bench += 2  # 'TREC Deep Learning Tracks', 'the Foo Corpus': the name's own head says what it is
        if bench == method and all(m.from_title for m in group) and _contribution_is_data(sentences, self._title_text):
            bench += 1  # 'REFICS: ...' over an abstract about 'a large-scale dataset with 800,000 images'
        # 'Pass@1 on HumanEval', '27% in Frechet Inception Distance', 'gains on Sentence IoU': a metric, whatever the context
        metric = "@" in name and _METRIC_CUTOFF.search(name) or (
            " " in name and name.rsplit(" ", 1)[-1].lower() in _METRIC_HEADS and not curated_bench)
        if not concept and any(_NAMED_JUST_BEFORE.search(sentences[m.sentence], max(0, m.char_start - 20), m.char_start)
                               and _NEW_PROBLEM_NAMED.search(sentences[m.sentence], max(0, m.char_start - 120), m.char_start)
                               for m in group if m.sentence < len(sentences)):
            concept = 10  # 'This paper introduces a new problem, called Visual Text Correction (VTC)': a task
        if concept:
            kind = "Concept"
        elif own_kind is not None and (curated_bench or curated_method or lex_docs >= 5):
            kind = own_kind  # 'we propose ViPER, a neural solution': a new name that a known one (the VIPeR dataset) also spells
        elif bench > method and not metric:
            kind = "Benchmark"
        else:
            kind = "Method"
        if kind == "Method" and " " in name and _organisation(name) and not proposed_votes and not any(m.title_head for m in group):
            return None  # 'the German Aerospace Center (DLR)': who did the work, not how (not the proposed 'AI Hospital')
        proposed = (has_proposal or self_named) and proposed_votes >= 1 and (proposed_votes > used_votes or self_named)
        if kind != "Concept" and not proposed and has_proposal and definition is not None and lex_docs == 0 \
                and used_votes <= proposed_votes and first_proposal is not None and group[0].sentence >= first_proposal \
                and not evaluated_on and not self._extended_existing(group, sentences) \
                and name.rsplit(" ", 1)[-1].lower() not in HARDWARE_NOUNS:
            proposed = True  # a new name the paper defines itself: its own contribution or component (not the
            # equipment it names: 'probes of an RGBD camera and an Intrinsic Tactile sensor (ITs)')
        known = lex_docs >= 20 or curated_bench or curated_method
        if proposed and known and definition is None and not self_named and not any(m.title_head for m in group):
            proposed = False  # a name many other papers use (U-Net, ImageNet) is not this paper's proposal
        if proposed and not self_named and all(
                m.sentence < len(sentences) and _LIKENESS_SUFFIX.match(sentences[m.sentence], m.char_end) for m in group):
            proposed = False  # 'we propose a simple linear Luenberger-like observer': what the new thing resembles
        if proposed and definition is not None and not any(m.title_head for m in group) \
                and self._established_acronym(name_key(singular(definition.short)), definition.long):
            proposed = False  # nor one many other papers define the same way ('... ADMM', '... MCTS')
        if not proposed and definition is None and _TWO_CAPITALS.fullmatch(name) and not (curated_bench or curated_method) \
                and not self.lex.is_curated(name_key(name.rstrip("s"))) and not any(
                    m.title_head or m.sentence < len(sentences) and _TECHNIQUE_HEAD_AFTER.match(sentences[m.sentence], m.char_end)
                    for m in group):
            return None  # 'TV', 'AP', 'IP' that the abstract does not define and does not propose: mostly a term of the
            # field (total variation, average precision), rarely a technique's name (not 'EM', curated, nor 'the PC algorithm')
        if kind != "Concept" and not proposed and definition is None and not known and " " in name \
                and not any(m.from_title for m in group) and self._also_in_lower_case(name, sentences):
            return None  # 'Division of Labor Control is ...' over '... the division of labor control method': capitals
            # at a sentence's start or for emphasis, not a name
        first_m = group[0]
        return {
            "name": name, "aliases": aliases, "kind": kind, "proposed": proposed, "count": len(group),
            "first": first_m.sentence, "pos": first_m.char_start, "proposal_rank": proposal_rank,
            "from_title_head": any(m.title_head for m in group),
            "score": proposed_votes - used_votes,
            "docs": lex_docs, "curated": curated_bench or curated_method, "described": described,
            "evidence": context_evidence,  # how strongly the text types it ('the Rico dataset', 'the Hertz model')
            "head_before": head_before,  # 'the expert tracking algorithm Fixed-Share'
            # the kind the curated lists (variants included) or many papers of the corpus give the name
            "known_kind": "Method" if metric else "Benchmark" if curated_bench and not curated_method else
            "Method" if curated_method and not curated_bench else
            "Benchmark" if lex_bench >= 5 and lex_bench > 3 * lex_method else
            "Method" if lex_method >= 5 and lex_method > 3 * lex_bench else None,
        }

    def _name_only_in_title(self, title: str, proposal_spans, entities: list[Entity],
                            sentences: list[str] = ()) -> Entity | None:
        """'Reviving ... using Variational-Deep-PCA Modeling ...' over an abstract that proposes 'a novel
        framework' without naming it: the title's new name is the contribution."""
        if not _has_strong_proposal(proposal_spans):
            return None
        taken = _name_keys_of(entities)
        head_start, head = _title_head(title)
        if title[:head_start].rstrip().endswith(("Introducing", "Presenting")) and name_key(head) not in taken:
            # 'Unlocking Structure Measuring: Introducing PDD, an Automatic Metric for ...', 'Introducing STRAS: ...'
            if _contribution_is_data(sentences, title):
                return Entity(head, "Benchmark", "introduced", [], 1, 0, 1)
            return Entity(head, "Method", "proposed", [], 1, 0, 1)
        for tok, _, _ in tokenize(title):
            base = _SUFFIXES.sub("", _POSSESSIVE.sub("", tok))
            key = name_key(base)
            if is_strong(base) and len(base) >= 3 and key not in taken and not self._generic_acronym(base) \
                    and base not in NON_ENTITY_PROPER and not _ADJECTIVE_COMPOUND.search(base) \
                    and self.lex.name_prior(key)[2] < 3 and not _rx(r"[\d.]+[A-Za-z]?|[A-Z][a-z]+-[a-z]+").fullmatch(base) \
                    and not _MAPPING_BETWEEN.fullmatch(base) \
                    and not self._participle_tail(base) and not self._common_compound(base):
                if _contribution_is_data(sentences, title):  # 'REFICS: ...' over 'using a large-scale dataset with 800,000 images'
                    return Entity(base, "Benchmark", "introduced", [], 1, 0, 1)
                return Entity(base, "Method", "proposed", [], 1, 0, 1)
        return None

    def _known_technique_under_own_word(self, title: str) -> Entity | None:
        """'Barrier Frank-Wolfe for Marginal Inference', 'Dynamic DBSCAN with Euler Tour Sequences': a title that
        opens with one word of the paper's own before a known technique, when nothing else is its contribution (not
        'Refactoring ISP for ...', 'The ELBO ...', 'Improved RRT ...')."""
        words = _TITLE_SPLIT.split(title, maxsplit=1)[0].split()
        if len(words) != 2 or " ".join(words) == title.strip() or not is_capword(words[0]) or words[0].endswith("ing") \
                or words[0].lower() in _EVALUATIVE_MODIFIERS or words[0].lower() in ("the", "a", "an", "on", "towards") \
                or not (is_strong(words[1]) or _rx(r"[A-Z][a-z]+-[A-Z][a-z]+").fullmatch(words[1])) \
                or not self._known_model(words[1]) or self._generic_acronym(words[1]):
            return None
        name = " ".join(words)
        if self.lex.phrase_df(phrase_key(name)) >= 3 or self.lex.name_prior(name_key(name))[2] > 0:
            return None  # other papers write it too: a task or a known name ('Image Super-Resolution', 'Natural Actor-Critic')
        return Entity(name, "Method", "proposed", [], 1, 0, 0.0)

    def _described_title_head(self, title: str, entities: list[Entity]) -> Entity | None:
        """'Mind's Eye: A Recurrent Visual Representation for ...', 'Subproblem-Tree Calibration: A Unified Approach to
        ...' over an abstract that names nothing of its own: a capitalised head that the subtitle says is a means (not
        'Continual Learning: A Unified Framework', an area, 'Bridging Images and Videos: ...', an aim, or 'Shadow Art
        Revisited: ...')."""
        head_start, head = _title_head(title)
        words = head.split()
        if head_start or head == title or not 2 <= len(words) <= 5 or not _SUBTITLE_NAMES_A_MEANS.match(title, len(head)):
            return None
        if not all(w[:1].isupper() or w.lower() == "and" for w in words) or words[0].lower().endswith("ing") \
                or words[-1].lower().endswith("ed") \
                or _titlecase_task(head) or _is_family(words) or self._generic_family_written_out(head) \
                or self.lex.phrase_df(phrase_key(head)) >= 3 or name_key(head) in _name_keys_of(entities):
            return None
        return Entity(head, "Method", "proposed", [], 1, 0, 1)

    def _title_dataset_name(self, title: str, entities: list[Entity], sentences: list[str]) -> Entity | None:
        """'Real-World Blur Dataset for Learning and Benchmarking Deblurring Algorithms' over an abstract that offers a
        dataset of its own without naming it: the title's capitalised run up to its data head ('Dataset', 'Benchmark',
        'Corpus') names it (not 'Large-Scale Dataset for ...', words other titles use)."""
        match = _TITLE_DATA_NAME.match(title)
        if not match or not _DATA_CONTRIBUTION.search(" ".join(sentences)):
            return None
        name = match.group("name")
        words = name.split()
        modifiers = " ".join(words[:-1])
        if len(words) < 2 or any(w.lower() in STOPWORDS for w in words) or name_key(name) in _name_keys_of(entities) \
                or self.lex.phrase_df(phrase_key(modifiers)) >= 30 or _titlecase_task(modifiers):
            return None
        return Entity(name, "Benchmark", "introduced", [], 1, 0, 1)

    def _common_compound(self, word: str) -> bool:
        """'Off-the-Shelf', 'Plug-and-Play': a hyphenated run of plain words that many papers write as an
        ordinary phrase, capitalised only because a title is."""
        return "-" in word and word.replace("-", "").isalpha() and self.lex.phrase_df(phrase_key(word)) >= 30

    def _participle_tail(self, word: str) -> bool:
        """'ℓ0-Regularized', 'KL-Constrained': a hyphenated adjective ending in a participle, not a name."""
        tail = word.rsplit("-", 1)[-1]
        return "-" in word and len(tail) > 4 and tail.endswith("ed") and self.lex.is_common_word(tail)

    def _title_phrase_name(self, title: str, proposal_spans, entities: list[Entity], sentences: list[str]) -> Entity | None:
        """'Relation Networks for Object Detection', 'Semantic Video Segmentation by Gated Recurrent Flow
        Propagation' over an abstract that proposes 'an object relation module' without naming it, or that
        speaks of 'our method' ('Pyramid Coding for ...': 'Our approach recognizes ...'): a capitalised run
        of the title that ends on an architecture head and that few other papers use is the name of the
        contribution."""
        if not _has_strong_proposal(proposal_spans) and not any(_OUR_OWN_MEANS.search(s) for s in sentences):
            return None
        if _TITLE_CLAIM_VERB.search(title):
            return None  # a title that states a finding: 'Surprisal Estimators for Human Reading Times Need Character Models'
        taken = _name_keys_of(entities)
        for part in _title_parts_naming_a_means(title):
            words = part.split()
            if words and words[0] in ("A", "An", "The"):
                words = words[1:]
            if len(words) >= 3 and words[0] in _TITLE_GERUNDS and singular(words[-1].lower()) == words[-1].lower():
                words = words[1:]  # 'Learning Memory Augmented Cascading Network for ...': the one thing the paper
                # learns (not 'Learning Deep Latent Gaussian Models', a class)
            if not 2 <= len(words) <= 7 or not all(w[:1].isupper() or w[:1].isdigit() for w in words) \
                    or singular(words[-1].lower()) not in TITLE_NAME_HEADS and not (
                        _TECHNIQUE_GERUND.fullmatch(words[-1].lower()) and words[-1].lower() not in _TASK_HEADS
                        and _written_in_lower_case(words, sentences, _PROPOSAL_JUST_BEFORE_PHRASE, 50)) and not (
                        _written_in_lower_case(words, sentences, _OWN_DEVICE_BEFORE_PHRASE, 30, _OWN_DEVICE_AFTER_PHRASE)
                        and words[-1].lower() not in _TASK_HEADS | _TASK_ONLY_HEADS
                        and (not words[-1].endswith("ing") or _TECHNIQUE_GERUND.fullmatch(words[-1].lower()))):
                continue
            name = " ".join(words)
            key = phrase_key(name)
            lower = self.lex.lower_share(key)
            df = self.lex.phrase_df(key)
            if name_key(name) in taken or df >= 30 or self._generic_family_written_out(name) \
                    or (lower is not None and lower >= 0.8 and df >= 3) or any(w.lower() in STOPWORDS for w in words) \
                    or words[0].lower().endswith("ing") \
                    or any(w.lower().endswith("ly") for w in words) and words[-1].lower() != singular(words[-1].lower()) \
                    or words[0].lower() in _NOT_A_NAMES_FIRST_WORD or "Based" in words[1:] \
                    or self._generic_family_written_out(" ".join(words[-2:])):
                continue  # a family ('Sum-Product Networks', 'Randomly Pruned Neural Networks'; not 'Partially Decoupled
                # GAN'), 'Fine-tuning Encoders'
                # (a phrase that only its own paper writes in lower case is still its name: 'We introduce sub-sentence encoder')
            return Entity(name, "Method", "proposed", [], 1, 0, 1)
        return None


    def _named_after_a_device(self, name: str, key: str, group: list[Mention], sentences: list[str]) -> bool:
        """'Velodyne HDL-64', 'KUKA LWR', 'M100 UAV', 'NVIDIA Jetson AGX Orin': a maker or a device word in it; not
        a dataset named so ('UAV Human', 'the NYU Kinect dataset', 'Biwi Kinect')."""
        words = name.split()
        if len(words) < 2 or not any(name_key(word) in self.lex.hardware for word in words) \
                or self.lex.is_curated(key):
            return False
        lex_bench, lex_method, _ = self.lex.name_prior(key)
        return lex_bench < 2 and not any(
            _DATA_HEAD_AFTER.match(sentences[m.sentence], m.char_end) for m in group if m.sentence < len(sentences))

    def _modifier_word(self, word: str) -> bool:
        """A word the field writes in lower case all the time, and almost only before another word
        ('convolutional', 'recurrent', 'federated'): capitalised on its own it is a cut-off long form."""
        head_share = self.lex.head_share(word)
        return head_share is not None and head_share < 0.15 and self.lex.lower_count(word) >= 100

    def _roman_letter_name(self, tok: str) -> bool:
        """'CCL', 'LCC', 'VCL': an acronym of the letters of Roman numerals (which is_strong takes for a
        numeral) is a name when it is no numeral up to 39 and the field does not use it for an area
        ('ICL' in-context learning, 'ILC' iterative learning control) or a company ('LLC')."""
        if len(tok) < 3 or not _ROMAN_LETTERS.fullmatch(tok) or _ROMAN_NUMERAL.fullmatch(tok) or tok == "LLC":
            return False
        key = name_key(tok)
        expansion = self.lex.expansion(key)
        return not self._generic_acronym(tok) and (expansion is None or expansion[1] < 0.5)

    def _person_name(self, name: str) -> bool:
        """'Hinton', 'Van Roy', 'Herbert Simon': a capitalised family name of the corpus's authors, with its
        particles or a given name of theirs (not a word too: 'Grant', 'Will')."""
        words = name.split()
        if not (is_capword(words[-1]) and words[-1] in self.lex.surnames and len(words) <= 3):
            return False
        return all(w.lower() in _NAME_PARTICLES for w in words[:-1]) or (
            len(words) == 2 and words[0] in self.lex.given_names and not self.lex.is_common_word(words[0]))

    def _capitalised_common_phrase(self, name: str) -> bool:
        """A capitalised multi-word run that the field writes in lower case, with no name-like word."""
        words = name.split()
        if len(words) < 2 or any(is_strong(w) for w in words) or words[-1].lower() in METHOD_HEADS:
            return False  # 'Hinge loss', 'Wasserstein distance' name techniques
        key = phrase_key(name)
        share = self.lex.lower_share(key)
        return share is not None and share >= 0.6 and self.lex.phrase_df(key) >= 5

    def _curated_acronym_as_known(self, short_key: str, long_form: str) -> bool:
        """A curated acronym defined the way the field knows it ('Segment Anything Models (SAMs)'), not one
        reused for something else ('Entity matching (EM)' is no Expectation-Maximization)."""
        if not self.lex.is_curated(short_key):
            return False
        expansion = self.lex.expansion(short_key)
        if expansion is None or self.lex.is_curated(name_key(long_form)):
            return True
        known = set(phrase_key(expansion[0]).replace("-", " ").split())
        return len(known & set(phrase_key(long_form).replace("-", " ").split())) * 2 >= len(known)

    def _established_acronym(self, short_key: str, long_form: str) -> bool:
        """An acronym many other papers define with the same long form ('facial action unit (AU)',
        'Alternating Direction Method of Multipliers (ADMM)'): not a name this paper coins, even as the
        object of 'we design ...'."""
        entry = self.lex.acronyms.get(short_key)
        if entry is None or entry[1] < 10:
            return False
        words, known = long_form.split(), phrase_key(entry[0])
        # a named variant keeps its name ('Riemannian batch normalization (BN)'); a sentence's capital
        # does not make one ('Facial action unit (AU) detection ...')
        return any(phrase_key(" ".join(words[i:])) == known for i in range(len(words)) if not any(
            w[:1].isupper() and not (j == 0 and self.lex.is_common_word(w)) for j, w in enumerate(words[:i])))

    def _generic_family_written_out(self, name: str) -> bool:
        """The written-out form of a curated family acronym ('Mixture-of-Experts')."""
        if " " not in name and "-" not in name:
            return False
        key = family_key(name)
        return bool(key) and key in self.lex.generic_expansions

    def _eponym_math_object(self, name: str) -> bool:
        """'Nash Equilibrium', 'Markov Chain', 'Markov Random Field': an eponym before a mathematical object
        written in Title Case, which lower case would not name ('Nash equilibrium'); not 'Dirichlet Process' or
        'Mallows Mixture Model'."""
        words = name.split()
        if len(words) == 3 and words[0] in ("Special", "General", "Generalized"):
            words = words[1:]  # 'Special Euclidean Group', 'General Linear Group': a qualifier, then an eponym and its object
        if not 2 <= len(words) <= 3 or not is_capword(words[0]) or self.lex.is_common_word(words[0]):
            return False
        tail = [w.lower() for w in words[1:]]
        return all(is_capword(w) and self.lex.is_common_word(w) for w in words[1:]) and tail[0] in MATH_OBJECT_NOUNS \
            and tail[-1] not in METHOD_HEADS and tail[-1] not in _EPONYM_ONLY_HEADS and tail[-1] not in ("model", "models")

    def _generic_acronym(self, word: str) -> bool:
        key = name_key(singular(word))
        return key in GENERIC_ACRONYM_KEYS or key in self.lex.generic_acronyms

    def _distinct_prefix(self, name: str) -> str | None:
        """The prefix a contribution's components share ('CaP' of CaP-X, CaP-Gym), when it is a name
        of its own: not an ordinary word ('In-Context', 'Multi-Agent', 'Self-Supervised')."""
        prefix = _prefix_text(name)
        if prefix is None:
            return None
        if is_strong(prefix) or (prefix[:1].isupper() and len(prefix) >= 4 and self.lex.lower_count(prefix) < 3
                                  and prefix.lower() not in STOPWORDS):
            return prefix.lower()
        return None

    # ---------------------------------------------------------------- concepts
    def _concepts(self, sentences, title, seeds: list[Entity], named_keys: set[str],
                  named_words: frozenset[str] = frozenset()) -> list[Entity]:
        """Key phrases, ranked by the learned concept model (graph/concepts.py); concepts the
        abstract defines with an acronym ('large language models (LLMs)') come first."""
        cands = concepts_mod.collect(sentences, title, named_keys, self.lex, lambda s: keyed_candidate_phrases(s, self.lex),
                                     named_words)
        return self.select_concepts(cands, seeds)

    def select_concepts(self, cands, seeds: list[Entity], max_concepts: int = MAX_CONCEPTS,
                        min_probability: float = MIN_CONCEPT_PROBABILITY) -> list[Entity]:
        model = concepts_mod.load_ranker()
        longer = concepts_mod.longer_tf(cands)
        phrase_df = self.lex.phrase_df
        scored = []
        for key, item in cands.items.items():
            if item.tf < 2 and item.first > 1 and not item.proposal and not item.in_title \
                    and not item.expansion and phrase_df(key) == 0:
                continue  # used once, late, and by no other paper: never chosen, not worth scoring
            surface = item.surface
            p = concepts_mod.probability_of(key, item, cands, self.lex, longer, model, surface)
            if p is None:
                continue
            if item.in_title:
                p = 1 - (1 - p) * 0.3  # a phrase of the title is a key concept of the paper
            words = surface.count(" ") + 1
            # titles favour specific names; a paper's concepts also include its broader multi-word areas
            p *= LENGTH_PRIOR.get(words, 1.0)
            scored.append((-p, key))
        scored.sort()  # most probable first, ties by key
        chosen: list[Entity] = []
        keys_chosen: set[str] = set()
        for seed in seeds:
            k = phrase_key(seed.name)
            if k and k not in keys_chosen:
                seed.name = seed.name.lower() if not _rx(r"[A-Z]{2}").search(seed.name) else seed.name
                seed.score = 1.0
                keys_chosen.add(k)
                chosen.append(seed)
        best = -scored[0][0] if scored else 0.0
        for minus_p, key in scored:
            p = -minus_p
            if len(chosen) >= max_concepts or (p < min_probability * best and len(chosen) >= MIN_CONCEPTS):
                break
            if key in keys_chosen:
                continue
            tf = cands.items[key].tf
            # a part of a chosen phrase adds little ('augmentation' beside 'data augmentation'), unless
            # the abstract uses it much more on its own
            if any((" " + key + " ") in (" " + c + " ") and (" " not in key or tf < 2 * cands.items[c].tf)
                   for c in keys_chosen if c in cands.items):
                continue
            # nor does a chosen phrase with a modifier no other paper uses ('modern large language models')
            if phrase_df(key) < 3 and any(" " in c and key.endswith(" " + c) for c in keys_chosen):
                continue
            item = cands.items[key]
            chosen.append(Entity(item.surface, "Concept", "mentioned", [], int(item.tf), item.first, round(p, 3)))
            keys_chosen.add(key)
        return chosen

    def _display_from_sentence(self, sentences: list[str]) -> str:
        """A short display title for an abstract that names no contribution: the object of
        'we study/propose ...', else the subject of the first sentence, else its first words."""
        if not sentences:
            return "(untitled)"
        for sentence in sentences[:4]:
            m = _rx(r"\b(?:we|this (?:paper|work))\s+(?:\w+\s+){0,2}?(?:study|studies|analy[sz]e|investigate|consider|"
                          r"propose|proposes|introduce|present|develop|examine|address|tackle|revisit|characteri[sz]e)\s+(.+)", re.I).search(sentence)
            if m:
                vague = _VAGUE_OBJECT.match(m.group(1))
                if vague and vague.group(2):  # 'a systematic study on how to morph a network ...'
                    how = _CLAUSE_END.split(vague.group(3))[0].split()
                    if len(how) >= 3:
                        return " ".join([vague.group(2).capitalize(), *how[:11]]) + ("…" if len(how) > 11 else "")
                if vague and (vague.group(1) or "").lower() in ("for", "of", "on"):
                    phrase = _clip_phrase(vague.group(3))  # 'a new method for robust mean estimation'
                    if phrase:
                        return phrase
                if vague and (vague.group(1) or "").lower() == "to":
                    purpose = _CLAUSE_END.split(vague.group(3))[0].split()
                    if len(purpose) >= 2 and not {"this", "these", "those", "such", "it", "them", "the"} & {
                            w.lower() for w in purpose[:3]}:  # 'an efficient algorithm to compute Wasserstein barycenters'
                        head = _rx(r"^(?:a|an|the|our)\s+", re.I).sub("", m.group(1)[:vague.start(3)].strip())
                        words = head.split() + purpose
                        return " ".join(words[:12]) + ("…" if len(words) > 12 else "")
                    continue  # 'a principled approach to address this problem' names nothing
                if vague and not _clip_phrase(vague.group(3)):
                    continue  # 'a novel method.' names nothing
                phrase = _clip_phrase(m.group(1))
                if phrase:
                    return phrase
        first = sentences[0]
        lead = _LEADING_CLAUSE.match(first)  # 'As humans increasingly rely on ..., principled frameworks are needed'
        if lead and len(first) - lead.end() > 20:
            first = first[lead.end()].upper() + first[lead.end() + 1:]
        subject = _rx(r"^(.+?)\s+(?:is|are|has|have|was|were|remains?|becomes?|plays?|can|could|may|might|must|"
                           r"should|will|would|offers?|provides?|enables?|shows?|suffers?|relies|rely|focus(?:es)?|aims?)\b").match(first)
        subject_text = _rx(r"^\w+,\s*").sub("", subject.group(1)) if subject else ""  # 'Recently, large models ...'
        if subject and 2 <= len(subject_text.split()) <= 12 and subject_text.split()[-1].lower() not in ("we", "they", "it"):
            return _clip_phrase(subject_text) or subject_text
        words = first.split()
        return " ".join(words[:10]).rstrip(",;:.") + ("…" if len(words) > 10 else "")


# Heads of one specific technique when an acronym is defined for it ('expected improvement (EI)',
# 'spatial pyramid pooling (SPP)'); the heads of areas and tasks ('search', 'clustering', 'learning',
# 'quantization') are not here. An optimization needs a third word: 'bilevel optimization' is an area.
_SPECIFIC_TECHNIQUE_HEADS = {"normalization", "pooling", "sampling", "descent", "ascent", "maximization",
                             "minimization", "decomposition", "algorithm", "estimator", "metric",
                             "propagation", "accumulation", "norm", "loss", "regularization",
                             "improvement", "aggregation", "initialization", "factorization", "method", "inference",
                             "discrepancy", "error", "errors"}  # (an error measure is a metric: 'root-mean-square error (RMSE)')


def _specific_technique(long_words: list[str], lower_share: float | None) -> bool:
    """lower_share: how often the field writes the long form in lower case ('distributionally robust
    optimization' 0.85, an area; 'direct preference optimization' 0.42, a name)."""
    head = long_words[-1].lower()
    return head in _SPECIFIC_TECHNIQUE_HEADS or (
        head == "optimization" and len(long_words) >= 3 and (lower_share is None or lower_share < 0.7))


# 'We call it stochastic depth:', 'a scheme which we term gradient surgery.': a coined term in lower case
_COINED_LOWER = re.compile(
    r"\b(?:[Ww]e\s+(?:(?:hence|thus|therefore|then|simply|also)\s+)?(?:call|term|dub|name)\s+(?:it|them|(?:this|our|the)(?:\s+(?:[a-z\-]+\s+)?(%s))?)|(?:which|that)\s+we\s+(?:call|term|dub|name)|"
    r"[Ww]e\s+refer\s+to\s+(?:it|this|them)\s+as)\s+(?P<article>an?\s+(?=[a-z][a-z\-]+\s+[A-Za-z]))?[\"“‘']?(?P<phrase>[a-z][a-z\-]+(?:\s+[A-Za-z][a-z\-]+){0,3})[\"”’']?\s*(?=[:,.;(]|$)"
    % "|".join(("approach method framework technique procedure strategy scheme model algorithm architecture module loss "
                "objective idea principle mechanism process operation paradigm formulation estimator policy variant "
                "phenomenon effect problem setting task property behavior behaviour issue regime condition failure bias "
                "gap").split()))


_COINED_HEADS = {"model", "method", "algorithm", "network", "framework", "procedure", "scheme", "estimator",
                 "architecture", "loss", "mechanism", "technique", "sampler", "policy", "process", "dataset", "benchmark"}
_NOT_CONTRIBUTION_NOUNS = {"phenomenon", "effect", "problem", "setting", "task", "property", "behavior", "behaviour",
                           "issue", "regime", "condition", "failure", "bias", "gap", "trade-off", "tradeoff"}


def _same_family(long_form: str, expansion: str) -> bool:
    """Whether an acronym's long form in a paper is the curated family's expansion: the same words or
    the same head ('Large Language Model' and 'large language models', 'Multimodal Large Language
    Models' and 'multimodal large language models'); not 'State-Frequency Memory' for SFM."""
    long_words, family_words = phrase_key(long_form).split(), phrase_key(expansion).split()
    return not long_words or not family_words or long_words == family_words or long_words[-1] == family_words[-1]


def _coined_lower_case_name(sentences: list[str], entities: list[Entity]) -> Entity | None:
    taken = _name_keys_of(entities)
    for sentence in sentences:
        if " we " not in f" {sentence.lower()} ":
            continue
        match = _COINED_LOWER.search(sentence)
        if match and match.group(1) in _NOT_CONTRIBUTION_NOUNS:
            continue  # 'We call this phenomenon grokking': a coined concept, not a contribution
        if match and singular(match.group("phrase").split()[-1]) in _NOT_CONTRIBUTION_NOUNS:
            continue  # 'which we call it semi-generalized camera pose problem': a problem the paper poses
        if match and match.group("article") and singular(match.group("phrase").split()[-1]) not in _COINED_HEADS:
            continue  # 'we call it a grouping process model', not 'we call this a hard plateau'
        if match and " " not in match.group("phrase") and _rx(r"\s*,").match(sentence, match.end("phrase")) \
                and _rx(r"(?:this|our|the)\s+$").search(sentence, 0, match.start("phrase")):
            continue  # 'We call this number, χ_G(P), the chromatic guard number': the noun of 'this', then the name
        if not match:
            match = _LOWER_NAME_THEN_NEW.search(sentence)
            if match and singular(match.group("head")) not in _COINED_HEADS | {"approach"}:
                match = None
        if match and name_key(match.group("phrase")) not in taken and match.group("phrase").split()[0] not in STOPWORDS:
            words = match.group("phrase").split()
            kind = "Benchmark" if singular(words[-1]) in BENCHMARK_HEADS else "Method"
            return Entity(match.group("phrase"), kind, "introduced" if kind == "Benchmark" else "proposed", [], 1, 0, 1)
    return None


# 'We develop population variational Bayes, a new approach for ...': a lower-case name, then what it is
_LOWER_NAME_THEN_NEW = re.compile(r"\b[Ww]e\s+(?:\w+\s+)?(?:propose|develop|introduce|present)\s+"
                                  r"(?P<phrase>[a-z][a-z\-]+(?:\s+[A-Za-z][a-z\-]+){1,3}),\s+an?\s+(?:new|novel)\s+"
                                  r"(?:[a-z\-]+\s+){0,2}?(?P<head>[a-z]+)\b")


# 'Real-World Blur Dataset for ...', 'The Foo-Bar Corpus of ...': a title that opens with a capitalised name of data
# (not 'A Comprehensive Multi-Illuminant Dataset for ...', a description)
_TITLE_DATA_NAME = re.compile(r"(?:The\s+)?(?P<name>(?:[A-Z0-9][\w\-+.']*\s+){1,5}(?:%s)s?)(?=\s+(?:for|of|with|on|to|from|in)\s|$)"
                              % "|".join(sorted(h.capitalize() for h in _TITLE_DATA_HEADS | {"database"})))
_DATA_CONTRIBUTION = re.compile(
    r"\b(?:introduc|present|releas|collect|construct|build|buil|creat|curat|propos|provid|contribut|offer)\w*\s+"
    r"(?:a|an|the first|our|new|novel)\s+(?:[\w\-,]+\s+){0,4}?(?:dataset|benchmark|corpus|database|testbed)s?\b"
    r"|\b(?:dataset|corpus|database)\s+(?:with|of|containing|comprising)\s+(?:over\s+|more than\s+|about\s+)?\d[\d,.]*\s*[kKmM]?\s+[a-z]",
    re.I)
_METHOD_CONTRIBUTION = re.compile(
    r"\b(?:a|an|our|new|novel|the first)\s+(?:[\w\-,]+\s+){0,4}?(?:method|model|framework|approach|algorithm|network|"
    r"architecture|technique|system|pipeline|module|loss|estimator|policy|controller|planner|strategy|scheme|solver|"
    r"regularizer|regularization|net|paradigm|mechanism|procedure|formulation|objective|layer|operator|optimizer|"
    r"sampler|agent|tool|library|toolkit|attack|defense|defence)s?\b", re.I)
_METHOD_TITLE = re.compile(r"(?i)\b(?:method|solver|network|networks|model|models|algorithm|framework|approach|"
                           r"architecture|library|toolkit)\b")


_TASK_HEADS = set("""learning classification translation detection segmentation recognition estimation prediction
generation retrieval reasoning understanding answering tracking localization localisation reconstruction synthesis
planning navigation manipulation identification adaptation matching forecasting completion alignment parsing
summarization summarisation demonstration demonstrations""".split())


_TECHNIQUE_ACRONYM_SUFFIX = re.compile(r"[A-Za-z][A-Za-z\d]*-?(?:%s)\d*s?" % "|".join(sorted(
    {a for a in _VARIANT_ACRONYMS if len(a) > 2} | {"ICP", "DQN", "PPO", "SAC", "GNN", "GCN"}, key=len, reverse=True)))
# what a named technique does or yields, not a family it names: 'a variant of the Follow the Regularized Leader
# (FTRL) dynamics', 'the Stochastic Gradient Langevin Dynamics (SGLD) iterates'
_WHAT_A_METHOD_PRODUCES = {"dynamics", "iterates", "iterations", "updates", "update", "estimates", "solutions", "solution",
                           "outputs", "trajectories"}
# heads that name a task and hardly ever a technique ('Visual Relation Detection (VRD)'; unlike 'Label Distribution
# Learning (LDL)', 'Conditional Flow Matching (CFM)', 'Implicit Maximum Likelihood Estimation')
_TASK_ONLY_HEADS = {"detection", "recognition", "segmentation", "classification", "retrieval", "tracking", "answering",
                    "captioning", "summarization", "translation"}


# 'Dual Adversarial Inference for ...' over '... with a dual adversarial inference mechanism': the title's phrase in
# lower case, as what the abstract's own device is
_OWN_DEVICE_AFTER_PHRASE = re.compile(r"\s+(?:mechanism|method|approach|framework|module|scheme|algorithm|technique|"
                                      r"procedure|strategy)\b")
_OWN_DEVICE_BEFORE_PHRASE = re.compile(r"\b(?:a|an|our|the\s+proposed)\s+" + _NEW_OR_SIMPLE + "$", re.I)


def _written_in_lower_case(words: list[str], sentences: list[str], before: re.Pattern, window: int,
                           after: re.Pattern | None = None) -> bool:
    """Whether the abstract writes the title's phrase in lower case between what before (in the window of
    characters before it) and after match: 'Greedy Model Averaging' over '... to present a new greedy model
    averaging procedure' (_PROPOSAL_JUST_BEFORE_PHRASE, the abstract proposes it), 'Dual Adversarial Inference'
    over '... with a dual adversarial inference mechanism' (its own device)."""
    phrase = " ".join(words).lower()
    for s in sentences:
        at = s.find(phrase)
        if at > 0 and (after is None or after.match(s, at + len(phrase))) and before.search(s, max(0, at - window), at):
            return True
    return False


def _titlecase_task(name: str) -> bool:
    words = name.split()
    return len(words) > 1 and words[-1].lower() in _TASK_HEADS and not any(is_strong(w) for w in words) and all(
        w[:1].isupper() or w.lower() in _CONNECTORS for w in words)


def _contribution_is_data(sentences, title: str = "") -> bool:
    """The abstract offers a dataset or benchmark of its own ('we release a new corpus', 'a dataset with 800,000
    images') and no method of its own, and the title names no method."""
    text = " ".join(sentences)
    return bool(_DATA_CONTRIBUTION.search(text)) and not _METHOD_CONTRIBUTION.search(text) and not _METHOD_TITLE.search(title)


def _contains_name(text: str, name: str, ignore_case: bool = True) -> bool:
    return re.search(r"(?<![\w\-])" + re.escape(name) + r"(?![\w\-])", text,
                     re.I if ignore_case else 0) is not None  # (re's own bounded cache)


def _has_strong_proposal(proposal_spans) -> bool:
    return any(strong for spans in proposal_spans.values() for _, strong in spans)


def _name_keys_of(entities: list[Entity]) -> set[str]:
    return {name_key(e.name) for e in entities} | {name_key(a) for e in entities for a in e.aliases}


_CLAUSE_END = re.compile(r"[,;:.]|\s(?:so that|such that|that|which|where|while|and show|in order)\s")
_VAGUE_OBJECT = re.compile(
    r"(?:(?:a|an|the|our)\s+)?(?:(?:novel|new|simple|systematic|principled|general|unified|comprehensive|thorough|"
    r"detailed|formal|theoretical|empirical|careful|rigorous|first|generic|practical|effective|efficient)\s+)*"
    r"(?:approach|study|method|framework|technique|analysis|investigation|way|solution|algorithm|procedure)\s+"
    r"(?:(on|of|to|for|into)\s+(?:(how|whether|why|when)\s+)?)?(.*)", re.I)


_LEADING_CLAUSE = re.compile(r"(?:As|While|Although|Though|When|Whereas|Since|Because|If|Despite|Given|Unlike|Once|After|"
                             r"Before|Although)\b[^,;.]{3,160},\s+")


def _clip_phrase(text: str, max_words: int = 12) -> str:
    text = _rx(r"[,;:.]|\s(?:that|which|where|who|whose|by|using|via|(?<!subject )to|and show|and prove|in order)\s").split(text)[0]
    text = _rx(r"^(?:the|a|an|how|whether|when|why)\s+", re.I).sub("", text.strip())
    words = text.split()
    if len(words) < 2 or words[0].lower() in {"this", "these", "those", "that", "such", "it", "its", "our", "their", "them"}:
        return ""  # 'this problem' names nothing on its own
    return " ".join(words[:max_words]) + ("…" if len(words) > max_words else "")


# --- helpers -------------------------------------------------------------------------------

_ACRONYM_WORD = re.compile(r"([A-Z]{2,6})s?-([a-z]{3,})")
_EXTENSION_OF = re.compile(r"\b(?:extensions?|generali[sz]ations?|variants?|versions?|modifications?|improvements?|adaptations?)"
                           r"\s+(?:of|on|over|to)\s+(?:the\s+)?(?:\w+\s+)?$", re.I)
_HEAD_JUST_BEFORE = _at_word_start(r"\b(?:%s|library|toolkit|package|software|tool|platform)s?\s+$" % _HEAD_ALTERNATIVES)
_ROMAN_VERSIONS = {"II", "III", "IV", "VI", "VII", "VIII"}
_NUMBERED_KINDS = {"Type", "Types", "Phase", "Stage", "Class", "Level", "Grade", "Part", "Section", "Chapter", "Table",
                   "Figure", "Fig", "Case", "Experiment", "Study", "War", "Category", "Tier", "Step", "Round", "Version",
                   "Mode"}
_ROMAN_LETTERS = re.compile(r"[IVXLC]+s?")
_ROMAN_NUMERAL = re.compile(r"X{0,3}(?:IX|IV|V?I{0,3})")
_LOWER_WORDS_THEN_HEAD = re.compile(r"\s+(?:(?!(?:with|for|of|on|in|to|and|or|by|from|that|which|is|are)\b)[a-z][\w\-]*\s+){1,3}"
                                    r"(?:%s)s?\b" % _HEAD_ALTERNATIVES)
_MAKING = "design|development|implementation|construction|fabrication"
# 'the design, implementation, and evaluation of X' (not 'the evaluation of X' alone: an analysis of someone's X)
# ('the conceptual design, detailed development and flight testing of AtlantikSolar': a modifier before each)
_MAKING_OF = re.compile(r"\s+(?:the|an?)\s+(?:[a-z\-]+\s+)?(?:%s)(?:\s*,?\s*(?:and\s+)?(?:[a-z\-]+\s+)?(?:%s|evaluation|analysis|modell?ing|control|"
                        r"testing))*\s*,?\s+of\s+(?:the\s+)?(?:(?:[a-z\-]+\s+){0,2}(?:system|robot|platform|device|"
                        r"prototype|framework|tool|library|software|simulator|hand|manipulator|vehicle)\s+)?" % (_MAKING, _MAKING), re.I)
# (or what it makes, with its head: 'the development of the prototype system TRINA')
_NEW_THING_THEN_COLON = re.compile(r"\b(?:%s|our)\b[^.;:]{0,100}(?<!robot)(?<!robots):\s*$" % _NEW, re.I)  # not 'a novel robot: AMBER2'
# what a proposal verb makes, counted, then named after a colon
# ... the heads of what is counted there, when they are methods
_COUNTED_METHODS_BEFORE = re.compile(r"\b(?:two|three|four|five|several)\s+(?:new\s+|novel\s+)?(?:[\w\-]+\s+)?(?:%s)\b"
                                     r"[^.;:]{0,100}:\s*$" % "|".join(sorted(
                                         (h + "es" if h.endswith(("ch", "sh", "x", "s")) else h[:-1] + "ies" if h.endswith("y")
                                          else h + "s") for h in METHOD_APPOSITIVE_HEADS)), re.I)
_COUNTED_THEN_COLON = re.compile(r"\s+(?:two|three|four|five|several)\s+(?:new\s+|novel\s+)?[a-z][\w\-]*\s[^.;:()]{0,100}:\s*")
_LIST_ITEM_AFTER_SEMICOLON = re.compile(r";\s*(?:and\s+|or\s+)?(?:\(?(?:[ivx]+|\d|[a-e])\)\s*)?(?:the\s+)?$")
_DATA_NOUN_AFTER = re.compile(r"\s+(?:dataset|benchmark|database|corpus)s?\b")
_DATA_HEAD_AFTER = re.compile(r"\s+(?:[a-z\-]+\s+)?(?:dataset|benchmark|database|corpus|data)s?\b")
_LIST_END_AFTER = re.compile(r"\s*(?:[,.;:)]|and\b|or\b|datasets?\b|benchmarks?\b|$)")
_NAME_PARTICLES = {"van", "von", "de", "der", "den", "da", "di", "del", "du", "le", "la", "dal", "della", "dalla", "dos", "ter", "ten"}
_WITH_X_WE_PRESENT = re.compile(r"\s*,\s*we\s+(?:present|introduce|release|propose|contribute|provide|offer)\s+(?:a|an|our)\s+"
                                r"(?:[\w\-]+\s+){0,3}?(%s)s?\b" % _HEAD_ALTERNATIVES, re.I)
_DATA_HEAD_THEN_NAMING = re.compile(r"\b(?:a|an|our|the)\s+(?:[\w\-]+\s+){0,3}(?:dataset|benchmark|corpus|database)\s+"
                                    r"(?:for|of|on|with|in)\b[^,;()]{0,50},?\s*(?:called|named|termed|dubbed)\s*$")
_WE_MADE_DATA = re.compile(r"\b[Ww]e\s+(?:\w+\s+){0,2}?(?:buil[dt]|collect|creat|construct|introduc|present|propos|releas|curat|record)\w*\s+(?:a|an)\s")
# (its first group is empty: _head_noun_forms reads modifiers there, which data nouns do not take)
_DATA_HEAD_NOUN_AFTER = re.compile(r"\s+()(dataset|benchmark|corpus|database|split|subset|suite|challenge|leaderboard|shared task|"
                                   r"repository|archive|environment|simulator|testbed|task|data set|benchmark set)\b")  # ... 'the UCI repository', 'the UCR archive'
# a technique noun after a name, maybe past one or two modifiers: 'Bradley-Terry model', 'LASSO regression model'
# the head nouns a name takes as an alias ('the Kolmogorov-Smirnov test', 'a Gauss-Newton Hessian approximation'): the
# heads that name one technique, and the objects a technique is
_NAMED_THING_HEADS = "|".join(sorted(
    _ONE_TECHNIQUE_HEADS | {"model", "network", "test", "loss", "filter", "process", "kernel", "statistic", "prior",
                            "controller", "system", "tracker", "planner", "framework", "architecture", "robot", "module",
                            "mechanism", "strategy", "hand", "platform", "optimization", "attack", "approach", "transform", "moments"},
    key=len, reverse=True))
_HEAD_NOUN_AFTER = re.compile(r"\s+((?:[a-z][a-z\-]*\s+){0,2}?)(%s)\b" % _NAMED_THING_HEADS)
_EPONYM_HEAD_AFTER = re.compile(r"\s+(?:%s)\b" % _NAMED_THING_HEADS)  # 'the Theo Jansen mechanism'
_GENERIC_NAME_HEAD = re.compile(r"\s+(?:algorithms?|methods?|models?|trackers?|framework|architecture|approach|technique|procedure|"
                                r"scheme|metric|measure|score)$")
_VARIANT_SUFFIX = re.compile(r"(?:\d+[a-z]?|base|large|small|tiny|mini|xl|xxl)$")
_MODEL_VARIANT_PART = re.compile(  # what follows a model family's name in a checkpoint's: 'Qwen2.5-Math-7B-Instruct'
    r"(?i)v?\d+(?:\.\d+)*[bm]?|a\d+b|instruct|chat|base|math|coder|vl|vision|turbo|pro|flash|mini|nano|large|small|"
    r"medium|xl|xxl|distill|preview|it|hf|sft|zero")
_WE_SHOW = re.compile(r"\bwe\s+(?:\w+\s+)?(?:show|prove|demonstrate|find)\b", re.I)
_NAMED_LATER = re.compile(r"\b(?:%s|coined|namely)\b" % _NAMING_VERBS)
_COINING_VERBS = {"develop", "develops", "developed", "propose", "proposes", "proposed", "introduce", "introduces",
                  "introduced", "present", "presents", "presented"}  # (not 'called': '(called repulsive MMD-GAN)')
_COINED_MODIFIER = re.compile(r"[a-z][a-z\-]{3,}")
_VARIANT_HEADS = {"algorithm", "method", "procedure", "scheme", "estimator", "sampler", "test", "model", "solver"}
_TITLE_GERUNDS = {"Learning", "Training", "Using", "Exploiting", "Leveraging", "Introducing", "Building", "Designing"}
_NOT_A_NAMES_FIRST_WORD = {"improved", "new", "novel", "better", "standard", "vanilla", "simple", "modified",
                           "conventional", "existing", "traditional", "classical"}  # 'An Improved Model for ...'
# ... nor of a variant the paper coins ('we propose novel SVRG variants'), with words that qualify many a name
_EVALUATIVE_MODIFIERS = _NOT_A_NAMES_FIRST_WORD | {
    "proposed", "extended", "efficient", "robust", "modern", "original", "several", "multiple", "various", "deep", "fast",
    "scalable", "general", "generic", "unified", "hybrid", "enhanced", "lightweight", "practical", "popular", "large",
    "small", "pretrained", "pre-trained", "fine-tuned", "state-of-the-art", "alternative", "other"}
_NAME_DATA_HEADS = _SINGLE_BENCH_HEADS | {"track", "testbed", "leaderboard"}
_TUNED_MODEL_SUFFIXES = {"chat", "instruct", "coder", "turbo"}
_MODEL_SIZE = re.compile(r"(?<![\w.])\d+(?:\.\d+)?B\b")  # billions of parameters: '7B', '0.5B' (not 'Dex1B')
_DATA_SIZE_SUFFIX = re.compile(r"[A-Za-z]-?\d+(?:\.\d+)?K$|[A-Za-z](?:-\d+(?:\.\d+)?|\d{2,})M$")  # 'Math23K', 'JFT-300M'
_MATH_RESULT_HEADS = {"theorem", "lemma", "conjecture", "inequality"}
_RESULT_HEADS = _MATH_RESULT_HEADS | {"dilemma", "paradox"}  # 'the Fundamental Theorem', 'Prisoner's Dilemma'
_PURE_MATH_HEADS = {"space", "spaces", "group", "groups", "algebra", "algebras", "manifold", "manifolds", "condition",
                    "conditions", "property", "geometry"} | _MATH_RESULT_HEADS
_TITLE_SPLIT = re.compile(_TITLE_HEAD_SPLIT.pattern + r"|\s+(?:for|of|with|via|by|in|on|using|through|from|to|towards?|under|without)\s+", re.I)
_TITLE_SPLIT_KEEPING_SEPARATORS = re.compile(f"({_TITLE_SPLIT.pattern})", re.I)
# heads of a technique's name in a title ('... Inference Network', '... Flow Propagation'), not of a task
# after these a title names the problem, the setting or the data ('... for Capacitated Location Routing',
# '... in Time-Dependent Flow Fields'), not the means
_TITLE_OBJECT_CONNECTOR = re.compile(r"\s+(?:for|of|in|on|to|towards?|under|without|from)\s+", re.I)


def _title_parts_naming_a_means(title: str) -> list[str]:
    pieces = _TITLE_SPLIT_KEEPING_SEPARATORS.split(title)  # part, separator, part, ...
    return [pieces[0]] + [part for separator, part in zip(pieces[1::2], pieces[2::2])
                          if not _TITLE_OBJECT_CONNECTOR.fullmatch(separator)]


TITLE_NAME_HEADS = {"network", "net", "model", "attention", "propagation", "mechanism", "module", "transformer",
                    "autoencoder", "machine", "training", "pooling", "normalization", "layer", "encoder", "decoder",
                    "unit", "gan", "memory", "forest",
                    "matching", "refinement", "descent", "field", "embedding", "coding", "transform", "splitting",
                    "quantization", "sampler", "estimator", "filter", "distillation", "aggregation", "regularization",
                    "pruning", "boosting", "descriptor", "loss", "prior", "adapter", "routing", "kernel", "tree",
                    "upsampling", "flow", "iteration", "planner", "transfer", "factorization", "decomposition",
                    "amplifier", "convolution"}

_EPSILON_VARIANT = re.compile(r"(?:ε|epsilon)-([A-Z][A-Z\d]+)s?")
_PREPOSITION_BEFORE = re.compile(r"\b(?:on|in|of|for|with|from|to|by|than|against|over|under|between|via|using)\s+(?:the\s+|a\s+|an\s+)?$", re.I)
_CONTRIBUTION_HEADS = METHOD_APPOSITIVE_HEADS | METHOD_HEADS | TITLE_NAME_HEADS | {"robot", "arm", "hand"}  # what a paper builds
# an eponym after a lower-case prefix: 'semi-Markov', 'port-Hamiltonian', 'log-Sobolev', 'bi-Hölder'
_PREFIXED_EPONYM = re.compile(r"(?:semi|port|pseudo|anti|sub|super|quasi|log|bi|non)-([A-Z][a-zà-ÿ]+)")
_JUNK_NAME = re.compile(r"^(?:[A-Z][a-z]?-[A-Z][a-z]?|non-[A-Z].*|[a-z\-]{4,}(?:In|We|The|This|Our|To|For|It|On|As)"
                        r"|(?:of|in|on|the|and|to|for|with|from|by|at)[A-Z][a-z]{3,})$")  # 'ofNature': text that lost its spaces
# cited authors: 'Achlioptas and McSherry (2007)', 'Mazumdar and Saha [NIPS 2017]', '(Kamath et al., 2019; Karwa
# and Vadhan, 2018)', 'Achlioptas et al.': every mention of these names in the abstract is a person, not a method
# the particles of _NAME_PARTICLES, but not 'la': 'a la Marvin and Linzen (2018)' cites Marvin
_PERSON = (r"(?:(?:%s)\s+)*(?:Mc|Mac|De|Le|La|Di|Du|O['’])?" % "|".join(
               f"[{p[0].upper()}{p[0]}]{p[1:]}" for p in sorted(_NAME_PARTICLES - {"la"}, key=len, reverse=True))
           + r"[A-ZÀ-Þ][a-zß-ÿ'’]+(?:-[A-ZÀ-Þ][a-zß-ÿ]+)?")  # 'Van Roy', 'McSherry', 'Shalev-Shwartz'; not 'ResNet'
_PERSONS = rf"{_PERSON}(?:\s*,\s*{_PERSON}){{0,8}}(?:\s*,?\s*(?:and|&)\s+{_PERSON})?"
_CITATION_YEAR = r"(?:19|20)\d\d[a-z]?\b"
_LISTED_BY = r"\b(?:works?|literature|results?|papers?|analys[ie]s)\s+(?:[\w\-]+\s+){0,4}?by\s+"  # 'the literature by ...'
_SHORT_CITATION_YEAR = r"(?:(?:19|20)?\d\d|'\d\d)[a-z]?\b"  # '(Candès-Tao 07)'
_CITED_PERSONS = re.compile(
    rf"(?<![\w\-])({_PERSONS})(\s+et\s+al\b\.?)?\s*[(\[]\s*(?:[A-Z][A-Za-z]*\s*['’]?\s*)?{_CITATION_YEAR}"  # narrative
    rf"|(?:[(\[;]|(?<=\d),|(?<=\d[a-z]),)\s*({_PERSONS})(?:\s+et\s+al\b\.?)?\s*,?\s*{_SHORT_CITATION_YEAR}"  # parenthetical
    rf"|(?<![\w\-])({_PERSON})\s+et\s+al\b"
    rf"|\bby\s+({_PERSONS})\s*\[\d{{1,3}}(?:\s*[,\u2013-]\s*\d{{1,3}})*\]"  # 'proposed by Kovtun [20, 21]'
    # 'in work in the graph limit literature by Borgs, Chayes, Lovász, Sós, and Vesztergombi and recent works by ...'
    rf"|{_LISTED_BY}({_PERSONS})(?=\s*(?:[,.;]|and\b|$))")
_IN_BIG_O = re.compile(r"(?<![A-Za-z])[OΘΩoω]\([^()]*$")
_FUNCTION_CALL = re.compile(r"\(\s*[A-Za-z?]\s*\)")  # 'Diff(M)', 'Diff(?)': a word's function of one argument
_ORGANISATION = re.compile(r"(?:[A-Z][\w\-]*\s+){0,3}(?:(?:Bureau|Ministry|Department|Agency|Institute|Laboratory|Association|"
                           r"Society|Council|Commission|Office|University)\s+(?:of|for|on)\s+.+"
                           r"|(?:Bureau|Ministry|Agency|Institute|University|Laboratory|Laboratories|Corporation|Inc\.?|Ltd\.?|Office))")
_NAMED_JUST_BEFORE = re.compile(_CALLED + r"\s+(?:the\s+)?[\"“‘']?$")
_NAMED_IN_PARENTHESES = re.compile(r"\(\s*%s\s*$" % _CALLED)  # 'the technique (called POReSS)'
# a new problem the paper names: 'a new problem, called X', 'a more practical CIL problem named X', 'a task called X'
# (not 'to solve the classical MIL problem, named RMI-SVM', 'adapted for this task, called LocNet': a method named)
_NEW_PROBLEM_NAMED = re.compile(r"(?<!\bsolve )(?<!\bfor )\b(?:a|an)\s+(?:[\w\-]+,?\s+){0,4}?(?:problem|task|setting)s?\s*,?\s*"
                                r"%s\s+(?:the\s+)?[\"“‘']?$" % _CALLED)
# 'a new accelerated method AGDP', 'we propose a Background-Insensitive approach BINet' (modifiers, not 'a novel
# algorithm for robot task and motion planning')
_NEW_THING_HEADS = METHOD_APPOSITIVE_HEADS | {"robot"}
_NEW_THING_HEAD_ALTERNATIVES = "|".join(sorted(_NEW_THING_HEADS, key=len, reverse=True))
_NEW_JUST_BEFORE = re.compile(r"\b(?:the|a|an)\s+(?:%s)\s+$" % _NEW, re.I)
_NEW_THING_HEAD_AFTER = re.compile(r"\s+(?:%s)s?\b(?!\s*,?\s*%s)" % (_NEW_THING_HEAD_ALTERNATIVES, _CALLED))
_NEW_HEAD_JUST_BEFORE = re.compile(r"(?:\b(?:a|an)\s+(?:%s)\s+|%s(?:a|an)\s+)(?:(?!(?:for|of|in|on|with|to|and|or)\s)[\w\-]+\s+){0,3}?"
                                   r"(?:%s)\s+$" % (_NEW, _PROPOSAL_VERB, _NEW_THING_HEAD_ALTERNATIVES))
_PLACE_NOUNS = r"(?:town|city|village|municipality|province|county|island|country|region|capital)"
_PLACE_OF_BEFORE = re.compile(rf"\b{_PLACE_NOUNS} of (?:the )?$", re.I)  # 'the small town of Woodstock', 'the region of NYC'
_PLACE_APPOSITIVE_AFTER = re.compile(rf",\s+(?:a|the)\s+(?:[\w\-]+\s+){{0,2}}{_PLACE_NOUNS}\b")  # 'Peccioli, a small town of Tuscany'
# a place named by its kind of land or water: 'the Mojave Desert', 'Monterey Bay', 'the Southern California Bight'
_LAND_OR_WATER_NAME = re.compile(r"(?:[A-Z][\w\-.]*\s+){1,3}(?:Desert|Bight|Bay|Sea|Ocean|River|Lake|Mountains|Islands?|Valley|"
                                 r"Coast|Gulf|Strait|Peninsula|Canyon|Glacier|Reef|Harbou?r|County|Province|Prefecture)")
_REGION_OF = re.compile(r"(?:North|South|East|West|Central|Northern|Southern|Eastern|Western|North-?(?:east|west)(?:ern)?|South-?(?:east|west)(?:ern)?|Mainland|Rural|Coastal)\s+(?=[A-Z])")  # 'Central China'
_OWN_MODEL_HEADS = {"model", "field", "network", "process", "machine", "scheme", "method", "algorithm", "framework",
                    "controller", "estimator", "architecture", "criterion", "simulator", "pipeline", "planner", "module"}
_MODEL_FAMILY_HEADS = {"models", "networks", "machines", "fields", "forests", "transformers"}  # (not 'Systems': a class of them)
_ADJECTIVE_ENDING = re.compile(r"(?:able|ible|ous|ive|ful|less)$")  # 'a ... system (VINS) observable': no head noun
_COINED_SHORT = re.compile(r"[A-Z][a-z]+[A-Z][A-Za-z]*")  # 'MeFi', 'FedAvg': mixed case, unlike an area's 'RL' or 'GNNs'
_CITATION_KEY = re.compile(r"[A-Z][A-Za-z+]{1,9}\d{2}[a-z]?")
_CITED_DEFINITION = re.compile(r"\s*\(\s*[^();,]{1,20}[;,]\s*(?:see\s+)?[A-Z][^()]{0,40}?(?:et\s+al\b|\(?(?:19|20)\d\d)")
_CITATION_CUE = re.compile(r"et\s+al\b|(?:19|20)\d\d|\[\d")
_LISTED_BY_CUE = re.compile(_LISTED_BY + "[A-Z]")
_PERSON_SPLIT = re.compile(r"\s*,\s*(?:and\s+|&\s*)?|\s+(?:and|&)\s+")
# a venue and year in a citation: '[De et al., FOCS 2016]', '(Dwork et al. (FOCS 2015)', '[Zhang et al., ICCV15]', '(Foster
# and Rakhlin, ICML 2020)': where the cited work appeared, not a method
_CITED_VENUE_BEFORE = re.compile(rf"(?:\bet\s+al\b\.?|[\[(;]\s*{_PERSONS})\s*,?\s*\(?\s*$")
_VENUE_YEAR = re.compile(r"[A-Z][A-Za-z]*\s*['’]?\s*(?:19|20)?\d\d")
_YEAR_AFTER = re.compile(r"\s*['’]?\s*(?:19|20)?\d\d\b")
_ET_AL = re.compile(r"\s*(?:et\s+al\b|and\s+colleagues\b|\(\d{4}\)|,\s*\(?\d{4}[a-z]?\b|(?:and|&)\s+[A-Z][a-z][\w\-']*,\s*\(?(?:19|20)\d{2}[a-z]?\b)")
_ADVERBS = "not only|also|consistently|significantly|substantially|clearly|further|even"
_ADVERB_BEFORE_VERB = r"\s+(?:(?:%s)\s+)?" % _ADVERBS
# what follows a name that is a sentence's subject: 'X (ACR) also outperforms', 'The X model is able to'
_SUBJECT_VERB_AFTER = re.compile(
    r"\s*(?:\([^()]{1,60}\)\s*)?(?:(?:model|method|algorithm|framework|system|approach|robot|network|architecture|variant)s?\s+)?"
    r"(?:(?:%s|then|still|thus|can|could|may|will)\s+)*"
    r"(?:is|are|was|were|has|have|achieves?|outperforms?|performs?|shows?|yields?|improves?|reduces?|provides?|enables?|"
    r"obtains?|reaches|attains?|allows?|uses?|employs?|builds?|selects?|learns?|incorporates?|combines?|consists?|"
    r"begins?|does|gives?|produces?|exhibits?|demonstrates?|requires?|relies|runs?|works?|handles?|generates?|"
    r"offers?|finds?|recovers?|surpasses|beats?|matches|delivers?|supports?|captures?|creates?|makes?|avoids?|takes?)\b"
    % _ADVERBS)
_SUCCESS_VERB = re.compile(_ADVERB_BEFORE_VERB + r"(?:outperform|surpass|beat|achiev|improv|attain|obtain|establish|set|yield|deliver)\w*")
_OUTPERFORM_AFTER = re.compile(_ADVERB_BEFORE_VERB + r"(?:outperform|surpass|beat)")
_TAIL_WORD = re.compile(r"\s+([A-Z][a-z]+s?)\b")


def _tail_after_short(sentence: str, end: int, short: str):
    """'Linear-Core (LC) Surrogates': the capitalised word right after '(SHORT)', or None.
    Returns (word, index just after it)."""
    rest = sentence[end:].lstrip()
    if not rest.startswith("("):
        return None
    rest = rest[1:].lstrip()
    if not rest.startswith(short):
        return None
    rest = rest[len(short):].lstrip()
    if not rest.startswith(")"):
        return None
    match = _TAIL_WORD.match(sentence, len(sentence) - len(rest) + 1)
    return (match.group(1), match.end()) if match else None


def _token_range(tokens, start, end) -> tuple[int, int]:
    idx = [i for i, (_, a, b) in enumerate(tokens) if a < end and start < b]
    return (idx[0], idx[-1] + 1) if idx else (0, 0)


def _sentence_start(tokens) -> int:
    i = 0
    while i < len(tokens) and tokens[i][0] in "\"'(*[“‘":
        i += 1
    return i


# what qualifies a place, a people or a language without making a name of it: 'North American', 'Traditional Chinese'
_PROPER_QUALIFIERS = frozenset("North South East West Northern Southern Eastern Western Central Northeast Northwest "
                               "Southeast Southwest Traditional Simplified Modern Standard Classical Middle Old".split())


def _only_places_and_peoples(words: list[str]) -> bool:
    """Words that are all languages, places, peoples, companies, tools (NON_ENTITY_PROPER), or their qualifiers:
    'English to Czech', 'Modern Standard Arabic', 'North American'; not a qualifier alone ('Standard')."""
    return all(w in NON_ENTITY_PROPER or w in _PROPER_QUALIFIERS for w in words) \
        and not all(w in _PROPER_QUALIFIERS for w in words)


_QUESTION_OPENERS = frozenset("Do Does Did Can Could Are Is Was Were Will Would Should Shall May Might Must Has Have "
                               "How What Why Which When Where Who".split())
_ENUMERATOR = re.compile(r"(?:[ivx]{1,4}|[1-9]|[a-h])", re.I)


def _special_token(tokens, a: int, b: int) -> bool:
    """'the [CLS] token', '[SEP]', '<EOS>': a word closed by a bracket, a special token of a model's vocabulary (not
    '[SF]$^2$M', whose bracket is part of a name, nor 'AUC > 0.9')."""
    if b >= len(tokens) or not (tokens[b][0] == "]" or tokens[b][0] == ">" and a > 0 and tokens[a - 1][0] == "<"):
        return False
    return b + 1 == len(tokens) or tokens[b + 1][1] > tokens[b][2] or not _rx(r"[\w$^]").match(tokens[b + 1][0])


def _item_start(tokens, i: int) -> bool:
    """The first word of an enumerated item: '(i) Current VLMs exhibit ...', 'ii) Using BPGM, ...'."""
    return i >= 2 and tokens[i - 1][0] == ")" and bool(_ENUMERATOR.fullmatch(tokens[i - 2][0]))


def _list_item_name(tokens, i) -> bool:
    """'GPT-4o, o1, o3-mini': a short token in a comma list of names is a name too."""
    tok = tokens[i][0]
    if len(tok) < 2 or not tok[1].isdigit() or not _rx(r"[A-Za-z]\d|[a-z]\d[\w\-]*").fullmatch(tok):
        return False
    neighbours = []
    for k in (i - 2, i + 2):
        if 0 <= k < len(tokens) and tokens[(i + k) // 2][0] in (",", "and"):
            neighbours.append(tokens[k][0])
    return any(is_strong(nb) for nb in neighbours)


# 'DENet', 'C2PNet', 'PairLIE' (not 'Multi-View', nor the marked letters of 'COntextual FactS GuIded GeneratioN')
_UPPER_CASE_NAME = re.compile(r"[A-Z][A-Z0-9\-]*[A-Z0-9]")
_MIXED_CASE_NAME = re.compile(r"(?!.*-[A-Z])(?![A-Z]{2}[a-z]+$)(?![A-Z][a-z]+[A-Z]$)(?=.*[a-z])(?=.*[A-Z0-9].*[A-Z0-9])[A-Za-z0-9][\w\-+.]*")


def _later_editions(mention: Mention, tokens, k: int, si: int) -> list[Mention]:
    """The editions written after a named one as bare years: 'PASCAL VOC 2007 and 2012', 'LivDet 2011, 2013 and
    2015' name PASCAL VOC 2012, LivDet 2013 and LivDet 2015 too."""
    stem = mention.text.rsplit(" ", 1)[0]
    editions: list[Mention] = []
    while True:
        joins = 0
        while k + joins < len(tokens) and tokens[k + joins][0] in (",", "and", "&") and joins < 2:
            joins += 1
        if not joins or k + joins >= len(tokens) or not _YEAR.match(tokens[k + joins][0]):
            return editions
        year = tokens[k + joins]
        editions.append(Mention(f"{stem} {year[0]}", si, year[1], year[2], k + joins, k + joins + 1))
        if tokens[k + joins - 1][0] != ",":
            return editions  # '... and 2012' ends the list
        k += joins + 1


def _longest_known_from(words: list[str], a: int, known) -> int | None:
    """The end of the longest run of words from a whose name key is known."""
    return next((b for b in range(len(words), a, -1) if known(name_key(" ".join(words[a:b])))), None)


def _pieces_in_a_row(words: list[str], known, name_end) -> list[tuple[int, int]] | None:
    """The (start, end) of each name of a run that is two or more names (name_end(a): where the name that starts at
    word a ends, or None: no list), unless the whole run is a known name."""
    if known(name_key(" ".join(words))):
        return None
    pieces, a = [], 0
    while a < len(words):
        b = name_end(a)
        if b is None:
            return None
        pieces.append((a, b))
        a = b
    return pieces if len(pieces) > 1 else None


def _coined_names_in_a_row(words: list[str]) -> list[tuple[int, int]] | None:
    """The (start, end) of each name in a run that holds three or more coined mixed-case names and no comma: 'including
    FeatEnHancer Image Adaptive YOLO DENet C2PNet PairLIE' (an abstract that lost its commas). Each such name stands
    alone; the words between them make one name."""
    if len(words) < 3:
        return None  # (most runs: one or two words)
    coined = [i for i, w in enumerate(words) if _MIXED_CASE_NAME.fullmatch(w) and not w.isupper()]
    if len(coined) < 3:
        return None
    pieces, a = [], 0
    for i in coined:
        if i > a:
            pieces.append((a, i))
        pieces.append((i, i + 1))
        a = i + 1
    if a < len(words):
        pieces.append((a, len(words)))
    return pieces


def _acronyms_in_a_row(words: list[str]) -> list[tuple[int, int]] | None:
    """'on LLVIP FLIR M3FD VEDAI and KAIST', 'LEVIR-CD WHU-CD DSIFN-CD': a run of upper-case names and nothing else,
    four or more, or three long ones (not the device 'HTC VIVE PRO'), is a list that lost its commas."""
    if len(words) < 3 or not all(_UPPER_CASE_NAME.fullmatch(w) for w in words) \
            or (len(words) == 3 and any(len(w) < 4 for w in words)):
        return None
    return [(i, i + 1) for i in range(len(words))]


def _is_problem(word: str) -> bool:
    """The head of a named problem: what a paper solves, a concept (as the annotators list problems), not how; or of
    a named idea ('Social Balance Theory', 'the Lottery Ticket Hypothesis', 'the Least Action Principle')."""
    return singular(word.lower()) in _PROBLEM_OR_IDEA_HEADS


_PROBLEM_OR_IDEA_HEADS = {"problem", "theory", "hypothesis", "principle", "law"}


def _entity_key(text: str, keep_size: bool = False) -> str:
    words = text.split()
    if len(words) > 1 and not keep_size and _SIZE.match(words[-1]):
        words = words[:-1]
    text = " ".join(words)
    return name_key(singular(text) if text[-1:] == "s" and _plural_name(text) else text)


_PLURAL_END = re.compile(r"[A-Z]{2,}s$|[a-z]s$")
_MIXED_CASE_PLURAL = re.compile(r"[A-Z][a-z]+[A-Z]s")  # 'ViTs', 'MoEs', 'FuNs'


def _plural_name(text: str) -> bool:
    """'LLMs', 'Transformers', 'ViTs' (its last word, whole): a plural, keyed as the singular."""
    return bool(_PLURAL_END.search(text[-3:]) or _MIXED_CASE_PLURAL.fullmatch(text, text.rfind(" ") + 1))


def _organisation(name: str) -> bool:
    """'German Aerospace Center', 'University of Minnesota', 'Korea Institute of Science and Technology', or an
    event where work was shown: 'the World Exposition in Aichi' (not a method or dataset named after one: 'University
    of Ulm Traffic Light Dataset')."""
    words = name.split()
    if words[-1].rstrip(".") in _WHO_OR_WHERE_HEADS:
        return True
    return any(words[i] in _WHO_OR_WHERE_HEADS and words[i + 1] in ("of", "for", "in") for i in range(len(words) - 2)) \
        and is_capword(words[-1]) and words[-1].lower() not in METHOD_HEADS and singular(words[-1].lower()) not in BENCHMARK_HEADS


_WHO_OR_WHERE_HEADS = ORGANISATION_HEADS | {"Expo", "Exposition", "Exhibition", "Festival"}  # (shows where work was shown)


def _strip_size(name: str) -> str:
    words = name.split()
    while len(words) > 1 and _SIZE.match(words[-1]):
        words = words[:-1]
    return " ".join(words).rstrip(" (")


def _best_surface(surface: Counter) -> str:
    """The most frequent form; singular preferred for acronyms written both ways (SAM, SAMs)."""
    forms = surface.most_common()
    best = forms[0][0]
    for form, _ in forms:
        if form + "s" == best:
            return form
    return best


def _prefix_text(name: str) -> str | None:
    """'CaP' of 'CaP-Gym'."""
    match = _rx(r"^([A-Za-z][A-Za-z0-9]{1,})[-_]").match(name)
    return match.group(1) if match else None


def _name_prefix(name: str) -> str | None:
    prefix = _prefix_text(name)
    return prefix.lower() if prefix else None


def _is_family(words: list[str]) -> bool:
    """'Graph Neural Networks', 'Diffusion Language Models': plural model families are concepts."""
    last = words[-1].lower() if words else ""
    if _rx(r"(?:llm|vlm|mllm|gnn|cnn|rnn|gan|lm|slm|dnn|vae|ssm)s").fullmatch(last):
        return True
    return last in {"networks", "models", "machines", "transformers", "methods", "algorithms", "policies",
                    "agents", "processes", "equations", "systems", "fields", "forests", "interactions"}


def _latex_plain_in(name: str, plain: str) -> bool:
    """Whether the plain text of a LaTeX span is a part of the name of its own: 'τ²' in 'τ²-Bench', '²' in
    'E²-RAG'; not the 'A' of '$\\tilde{A}$' in 'Achlioptas'."""
    if not (plain[:1].isalpha() or plain[-1:].isalpha()):
        return True
    before = r"(?<![^\W\d_])" if plain[:1].isalpha() else ""
    after = r"(?![^\W\d_])" if plain[-1:].isalpha() else ""
    return _rx(before + re.escape(plain) + after).search(name) is not None


def _latex_ascii(literal: str) -> str | None:
    body = literal.strip("$")
    text = _rx(r"\\([A-Za-z]+)").sub(r"\1", body)
    text = _rx(r"[{}]").sub("", text)
    return text if text != body or "^" in text else None


def named_tokens(entities: list[Entity], lex: Lexicon) -> frozenset[str]:
    """The words of the paper's method names that their shape marks as names ('CLIP', 'ResNet-50',
    'ViT-L/14'), as written: concept phrases must not contain them. Not the acronyms of families and
    fields ('QA', 'RNA'), nor benchmark names (a data type such as 'scRNA-seq' is often read as one)."""
    return frozenset(tok for e in entities if e.kind == "Method" for text in (e.name, *e.aliases) for tok in text.split()
                     if (is_strong(tok) or _rx(r"[A-Z]{2,}[0-9]*").fullmatch(tok))
                     and name_key(singular(tok)) not in lex.generic_acronyms and name_key(tok) not in GENERIC_ACRONYM_KEYS)


def _named_phrase_keys(entities: list[Entity], lex: Lexicon) -> set[str]:
    """Phrase keys a concept must not take: the names and aliases of the paper's methods and
    benchmarks, and the inner runs of its own proposed names that the field does not use on their
    own ('causal refinement' of 'Dynamic Causal Refinement'; not 'noise correlation')."""
    keys: set[str] = set()
    for e in entities:
        for text in (e.name, *e.aliases):
            key = phrase_key(text)
            if not key:
                continue
            keys.add(key)
            words = key.split()
            if e.role in ("proposed", "introduced") and len(words) > 2:
                # concept candidates are noun phrases of at most 4 words or acronym expansions; runs of more than
                # 8 words match none, and enumerating them all is cubic in a pathological name's length
                keys.update(run for run in _word_runs(words, 8) if lex.phrase_df(run) < 10)
            elif 2 < len(words) <= 6:
                # a run of a name that the field nearly always writes whole ('vector machines' of 'Support Vector
                # Machines'), not one it also uses alone ('gradient descent' of 'Stochastic Gradient Descent')
                whole = lex.phrase_df(key)
                if whole >= 3:
                    keys.update(run for run in _word_runs(words, len(words) - 1) if lex.phrase_df(run) < 1.5 * whole)
    return keys


def _word_runs(words: list[str], longest: int):
    """The runs of two to `longest` consecutive words, joined by spaces."""
    n = len(words)
    return (" ".join(words[i:j]) for i in range(n) for j in range(i + 2, min(n, i + longest) + 1))


# --- concept candidates ---------------------------------------------------------------------

_PHRASE_TOKEN = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:[\-–'][A-Za-z0-9]+)*|\d+[dD](?:-[a-z]+)?|[^\sA-Za-z]")
# the same for text with other letters ('Čech complex', 'Fréchet distance'); slower, so only there
_PHRASE_TOKEN_UNICODE = re.compile(r"[^\W\d_][^\W_]*(?:[\-–'][^\W_]+)*|\d+[dD](?:-[a-z]+)?|\S")
_ACRONYM = re.compile(r"[A-Z]{2,6}s?")
_ADJ_END = re.compile(r"(?:ous|ive|able|ible|ful|less|ical|ary|ed|al|ic|ent|ant|ial|ing-based)$")


# _content, _can_end and _can_start are not cached: their callers cache per token (token_cache,
# _WORD_INFO), and caches of their own held ~100,000 entries per worker for almost no hits.
def _content(word: str) -> bool:
    lw = word.lower()
    if lw in STOPWORDS or lw in VERBS or len(lw) < 2:
        return False
    if not _rx(r"[a-z0-9]").match(lw):
        return False
    if lw.endswith("ly") and lw not in LY_NOUNS:
        return False
    return True


def _can_end(word: str) -> bool:
    lw = word.lower()
    if lw in VAGUE_NOUNS or lw in VAGUE_STARTS:
        return False
    if lw in NOUNS_LOOKING_ADJECTIVAL:
        return True
    if _rx(r"[A-Z]{2}").search(word):  # acronym ends a phrase: 'LLM' fine
        return True
    if lw.endswith(("ing", "tion", "sion", "ment", "ness", "ity", "ics", "ism", "ure", "ance", "ence", "ency", "ancy")):
        return True
    return not _ADJ_END.search(lw) or lw.endswith(("ent", "ant")) and lw not in {"different", "efficient", "sufficient", "significant", "relevant", "important", "recent", "current", "consistent", "robust", "dominant", "independent", "dependent", "coherent", "competent", "apparent", "inherent", "prevalent", "resilient", "redundant", "abundant", "constant"} or lw in {"signal", "interval"}


def _can_start(word: str) -> bool:
    lw = word.lower()
    return lw not in VAGUE_STARTS and not _rx(r"\d+").fullmatch(lw) and not (lw.endswith("est") and len(lw) > 5 and lw not in {"interest", "contest", "request", "forest", "test", "harvest", "manifest", "protest", "conquest", "digest", "quest", "unrest", "suggest"})


def _rarely_a_noun(word: str, lex: Lexicon) -> bool:
    """Almost never written after a determiner: a verb ('surpasses', 'matches')."""
    share = lex.noun_share(word)
    return share is not None and share < 0.012


def _verb_like(word: str, lex: Lexicon) -> bool:
    """Verbs the closed list misses ('suffers', 'withstand'): words almost never written after a
    determiner; a plural noun is recognised by its singular being a noun."""
    if not _rarely_a_noun(word, lex):
        return False
    if word.endswith("s") and not word.endswith("ss"):
        return _rarely_a_noun(word[:-1], lex)
    return not word.endswith("ing")


def _chunk_word(tok: str, lex: Lexicon | None) -> bool:
    if lex is not None and is_capword(tok) and not lex.is_common_word(tok):
        return _content(tok) and _eponym_adjective(tok, lex)  # 'Lie groups': not the verb 'lie'
    return _content(tok) and not (lex is not None and _verb_like(tok.lower(), lex)) and (
        tok[0].islower() or tok[0].isdigit() or bool(_ACRONYM.fullmatch(tok)) or is_capword(tok))


def _eponym_adjective(tok: str, lex: Lexicon) -> bool:
    """Capitalised words the field writes before a noun ('Gaussian processes', 'Lie groups',
    'Riemannian manifolds'), unlike names that stand alone ('Adam', 'Transformer')."""
    share = lex.standalone_share(tok)
    entry = lex.words.get(tok.lower())
    return share is not None and share < 0.46 and entry is not None and entry[1] >= 50


_SUPPORT = {"support", "Support"}  # a verb, but a noun in 'support vector machines'


def phrase_chunks(sentence: str, lex: Lexicon | None = None) -> list[list[str]]:
    """Runs of content words between function words, verbs, names and punctuation."""
    cache = lex.token_cache if lex is not None else {}
    chunks: list[list[str]] = []
    current: list[str] = []
    tokens = (_PHRASE_TOKEN if sentence.isascii() else _PHRASE_TOKEN_UNICODE).findall(sentence)
    for i, tok in enumerate(tokens):
        ok = cache.get(tok)
        if ok is None:
            ok = cache[tok] = _chunk_word(tok, lex)
        if not ok and tok in _SUPPORT and i + 1 < len(tokens) and tokens[i + 1].lower() in ("vector", "vectors"):
            ok = True
        if ok:
            current.append(tok)
        elif current:
            chunks.append(current)
            current = []
    if current:
        chunks.append(current)
    return chunks


def _loose_phrase(chunk: list[str], keys: list[str], i: int, j: int, lex: Lexicon) -> bool:
    """A run of words that is no noun phrase, unless the field uses it as one: a verb's gerund with
    its object ('training generalist agents', 'producing texts'; not 'learning rate') or a phrase
    ending on an adjective ('locating sparse')."""
    if lex.phrase_df(" ".join(keys[i:j])) >= 5:
        return False
    first, last = chunk[i].lower(), chunk[j - 1].lower()
    if first.endswith("ing"):
        share = lex.noun_share(first)
        if share is not None and share < 0.25 and lex.phrase_df(" ".join(keys[i:i + 2])) < 5:
            return True
    if last not in NOUNS_LOOKING_ADJECTIVAL:
        head = lex.head_share(last)
        if head is not None and head < 0.12:  # nouns used as modifiers ('feature', 'gradient') reach 0.15-0.25
            return True
    return False


def candidate_phrases(sentence: str, lex: Lexicon | None = None, max_len: int = 4, strict: bool = True) -> list[str]:
    """Noun phrases of 1-4 words. A chunk's head is its last word, so the candidates are the
    chunk's endings ('labeled source domains', 'source domains'), after dropping vague heads
    ('domain adaptation methods' -> 'domain adaptation'), plus inner runs that are established
    terms in the background corpus ('reinforcement learning' in 'reinforcement learning agents').
    strict=False keeps every sub-run (the lexicon miner counts those)."""
    if not strict:
        out = []
        for chunk in phrase_chunks(sentence, lex):
            n = len(chunk)
            for i in range(n):
                for j in range(i + 1, min(n, i + max_len) + 1):
                    out.append(" ".join(chunk[i:j]))
        return out
    return [phrase for phrase, _ in keyed_candidate_phrases(sentence, lex, max_len)[0]]


def keyed_candidate_phrases(sentence: str, lex: Lexicon | None = None, max_len: int = 4) -> tuple[list[tuple[str, str]], list[str]]:
    """candidate_phrases with each phrase's phrase_key, and the key words of all the sentence's
    content words ('multi-task' gives 'multi' and 'task'). A chunk's candidates depend only on the chunk, and chunks repeat across a corpus
    ('large language models'), so they are cached with the lexicon."""
    out: list[tuple[str, str]] = []
    words: list[str] = []
    if lex is None:
        for chunk in phrase_chunks(sentence, None):
            pairs, keys = _chunk_candidates(chunk, None, max_len)
            out.extend(pairs)
            words.extend(keys)
        return out, words
    cache = lex.chunk_cache
    for chunk in phrase_chunks(sentence, lex):
        ck = (*chunk, max_len)
        hit = cache.get(ck)
        if hit is None:
            hit = cache.get_old(ck)
            if hit is None:
                hit = _chunk_candidates(chunk, lex, max_len)
            cache[ck] = hit
        out.extend(hit[0])
        words.extend(hit[1])
    return out, words


_WORD_INFO: dict[str, tuple[str, bool, bool, bool, bool]] = {}


def _word_info(word: str) -> tuple[str, bool, bool, bool, bool]:
    """(phrase key, can end a phrase, can start one, vague start, vague noun) of a word: one dict
    lookup instead of five cached calls (whose LRU caches thrash past 65,536 distinct words)."""
    info = _WORD_INFO.get(word)
    if info is None:
        if len(_WORD_INFO) > 400_000:  # bounded: the frequent words come back quickly
            _WORD_INFO.clear()
        lw = word.lower()
        info = _WORD_INFO[word] = (phrase_key(word), _can_end(word), _can_start(word), lw in VAGUE_STARTS, lw in VAGUE_NOUNS)
    return info


def _chunk_candidates(chunk: list[str], lex: Lexicon | None, max_len: int) -> tuple[tuple[tuple[str, str], ...], tuple[str, ...]]:
    phrase_df = lex.phrase_df if lex is not None else None
    out: list[tuple[str, str]] = []
    infos = [_word_info(w) for w in chunk]
    keys = [info[0] for info in infos]
    n = len(chunk)
    while n and infos[n - 1][4]:
        n -= 1  # 'domain adaptation methods' -> 'domain adaptation'
    words = tuple(part for key in keys for part in key.split())
    if not n:
        return (), words
    for i in range(n):
        if not infos[i][2]:
            continue
        inner_vague = False
        for j in range(i + 1, min(n, i + max_len) + 1):
            if j - 1 > i + 1 and infos[j - 2][3]:
                inner_vague = True  # a vague word inside the phrase
            if not infos[j - 1][1] or inner_vague:
                continue
            if j == i + 1 and (len(chunk[i]) < 4 or _ACRONYM.fullmatch(chunk[i])):
                continue
            key = keys[i] if j == i + 1 else " ".join(keys[i:j])
            if j < n and (phrase_df is None or phrase_df(key) < 150):
                continue  # ends on a modifier, and is not an established term of its own
            if j > i + 1 and lex is not None and _loose_phrase(chunk, keys, i, j, lex):
                continue
            out.append((chunk[i] if j == i + 1 else " ".join(chunk[i:j]), key))
    return tuple(out), words


# --- worker processes (graph.ingest) ----------------------------------------------------------

_WORKER_EXTRACTOR: Extractor | None = None


def worker_extract_chunk(items: list[tuple[str, str | None]]) -> list[tuple[tuple, bytes]]:
    """Extractions in a worker process, as plain data (cheap for the parent to unpickle), each with
    the term hashes of the paper's text (graph.terms)."""
    return [(worker_extract(item), term_hashes(paper_text(item[1], item[0]))) for item in items]


def worker_warm_up() -> None:
    worker_extract(("", None))


def worker_extract(item: tuple[str, str | None]) -> tuple:
    """One extraction in a worker process. The worker loads its lexicon on its first paper: workers
    of a build too small to use them stay small."""
    global _WORKER_EXTRACTOR
    if _WORKER_EXTRACTOR is None:
        _WORKER_EXTRACTOR = Extractor()
        # The extractor's caches grow to millions of long-lived objects: the cyclic garbage
        # collector would rescan them again and again (10% of the worker's time) and find nothing,
        # since an extraction makes no reference cycles (tests/test_extract.py checks it).
        gc.freeze()
        gc.disable()
    return _WORKER_EXTRACTOR.extract_or_fail(*item).to_tuple()
