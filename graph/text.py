"""Text utilities shared by extraction and the lexicon miner: clean-up of LaTeX/markdown/URLs,
sentence splitting, tokenisation, name normalisation and acronym definitions."""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache, partial

# re.compile behind an unbounded cache: cheaper than re.search(pattern, ...) in hot loops
_rx = lru_cache(maxsize=None)(re.compile)

# --- LaTeX and markup ---------------------------------------------------------------------

GREEK = {
    "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ε", "varepsilon": "ε", "zeta": "ζ",
    "eta": "η", "theta": "θ", "kappa": "κ", "lambda": "λ", "mu": "μ", "nu": "ν", "xi": "ξ", "pi": "π",
    "rho": "ρ", "sigma": "σ", "tau": "τ", "phi": "φ", "varphi": "φ", "chi": "χ", "psi": "ψ", "omega": "ω",
    "Gamma": "Γ", "Delta": "Δ", "Theta": "Θ", "Lambda": "Λ", "Pi": "Π", "Sigma": "Σ", "Phi": "Φ", "Psi": "Ψ",
    "Omega": "Ω",
}
GREEK_TO_LATIN = {v: k.lower() for k, v in GREEK.items()}
SUPERSCRIPTS = str.maketrans("0123456789+-n", "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻ⁿ")
LATEX_SYMBOLS = {"times": "×", "cdot": "·", "sim": "~", "approx": "≈", "leq": "≤", "geq": "≥", "le": "≤",
                 "ge": "≥", "infty": "∞", "ell": "ℓ", "%": "%", "&": "&", "_": "_", "#": "#", "$": "$",
                 "subseteq": "⊆", "in": "∈", "sqrt": "√", "pm": "±", "rightarrow": "→", "to": "→"}

_MATH = re.compile(r"\$\$?([^$]{0,200}?)\$\$?")
_URL_CMD = re.compile(r"\\(?:url|href)\{([^}]*)\}(?:\{([^}]*)\})?")
_COMMAND_WITHOUT_BACKSLASH = re.compile(r"(?<![\\\w])(url|href|footnote)\{")
_FOOTNOTE = re.compile(r"\\footnote\{")
_TEXT_CMD = re.compile(r"\\(?:textbf|textit|emph|texttt|textsc|textsf|textsl|textup|underline|mbox|hbox|mathrm|mathbf|mathcal|mathbb|text|textrm|operatorname|tilde|hat|bar|widetilde|widehat|boldsymbol|bm|mathsf|mathit)\s*\{([^{}]*)\}")
# exports that lost the braces: '\\emphGaussian process' -> 'Gaussian process'
_GLUED_TEXT_CMD = re.compile(r"\\(?:textbf|textit|emph|texttt|textsc|textsf|underline|textrm|mathrm|mathbf|mathcal|mathbb|boldsymbol|operatorname)(?=[A-Za-z])")
_HYPHEN_BREAK = re.compile(r"(?<=[a-z])-[ \t]*\r?\n[ \t]*(?=[a-z])")
_SOFT_HYPHEN_BEFORE_CAPITAL = re.compile(r"\(cid:173\)\s*(?=[A-Z])")
_SOFT_HYPHEN = re.compile(r"(?<=[A-Za-z])\(cid:173\)\s+(?=[a-z])")
_HTML_TAG = re.compile(r"</?[A-Za-z][A-Za-z0-9]*(?:\s[^<>]{0,300})?/?>")
# a URL broken at a line end (often a space by now) after '/', '-' or '_' goes on with a lower-case path
# segment that holds a digit or '_' ('.../view/ hodor-corl24'; not '.../ state-of-the-art' or '.../ 3D-aware')
_URL = re.compile(r"(?:https?://|www\.)[^\s<>\"'{}]+"
                  r"(?:(?<=[/\-_])\s+(?-i:(?=[a-z\-]*[\d_])[a-z0-9][a-z0-9_\-./]*)(?=[\s,;:)]|\.?$|\.\s)"
                  # a break after a hyphen in a path: '.../A-Flash- in-the-Pan-CRS'
                  r"|(?<=\w-)\s+(?=[\w.]*[\-_/])[A-Za-z0-9][\w\-./]*(?=[\s,;:)]|\.?$|\.\s))?", re.I)
_FOOTNOTE_MARK_THEN_URL = re.compile(r"(?<=[a-z])\d{1,2}(?=https?://|www\.)")  # 'an open source package11https://...'
_TEX_EN_DASH_IN_NAME = re.compile(r"\b([A-Z][a-zà-ÿ]+)--([A-Z][a-zà-ÿ]+)\b")
_TEX_DASH = re.compile(r"(?<=[\w)])-{2,3}(?=[\w(])")
_BRAND_BANG = re.compile(r"\b(Yahoo|Jeopardy)!(?=\s+[A-Za-z])")
_MARKDOWN_EMPH = re.compile(r"(?<![\w*])(\*{1,3}|_{2})(?=\S)(.+?)(?<=\S)\1(?![\w*])")
_ESCAPED = re.compile(r"\\([%&_#$])")


# '$\\text{Dist}(P, Q)$', '$\\mathrm{Softmax}$': a function of the formula, not a proper name ('\\textsc{X}' is)
_MATH_FUNCTION_WORD = re.compile(r"\\(?:text|mathrm|operatorname|textrm|mathit|mathsf)\s*\{([A-Z][a-z]+)\}(?=\s*\()")


def _math_to_plain(body: str) -> str:
    """'\\tau^2' -> 'τ²', '8\\times' -> '8×', '\\mathrm{k}' -> 'k'."""
    text = _MATH_FUNCTION_WORD.sub(lambda m: m.group(1).lower(), body) if "{" in body else body
    for _ in range(3):
        text = _TEXT_CMD.sub(r"\1", text)
    text = _rx(r"\\([A-Za-z]+)").sub(lambda m: GREEK.get(m.group(1), LATEX_SYMBOLS.get(m.group(1), "")), text)
    text = _rx(r"\^\{?([0-9+\-n]{1,3})\}?").sub(lambda m: m.group(1).translate(SUPERSCRIPTS), text)
    text = _rx(r"[{}\\]").sub("", text)
    return _rx(r"\s+").sub(" ", text).strip()


_LATEX_ACCENT = re.compile(r"\{?\\(['\"`^~]|[Hcvu](?=\{))(?!s\b)\{?([A-Za-z])\}?\}?")  # not "model\\'s"
_ACCENT_MARKS = {"'": "\u0301", '"': "\u0308", "`": "\u0300", "^": "\u0302", "~": "\u0303", "H": "\u030b", "c": "\u0327",
                 "v": "\u030c", "u": "\u0306"}


_MOJIBAKE = re.compile("[\u00c2-\u00f4][\u0080-\u00bf\u20ac\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160"
                       "\u2039\u0152\u017d\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153"
                       "\u017e\u0178]{1,3}")


def _unmojibake(match: re.Match) -> str:
    for codec in ("latin-1", "cp1252"):
        try:
            return match.group(0).encode(codec).decode("utf-8")
        except UnicodeError:
            continue
    return match.group(0)


def _accented(match: re.Match) -> str:
    return unicodedata.normalize("NFC", match.group(2) + _ACCENT_MARKS[match.group(1)])


def _en_dash_in_word(match: re.Match) -> str:
    """'AutoGluon–TimeSeries', 'training–testing' are one word; 'estimators–Robust Trimmed Means (RTM)–that'
    sets a name off."""
    text, i = match.string, match.start()
    start = i
    while start > 0 and (text[start - 1].isalnum() or text[start - 1] == "-"):
        start -= 1
    before, after = text[start], text[i + 1]
    return "-" if before.islower() == after.islower() else "–"


# the abbreviations papers' LaTeX styles define as macros (CVPR's '\\ie', '\\eg', '\\etal'): the words they print
_WRITING_MACROS = {"ie": "i.e.", "Ie": "I.e.", "eg": "e.g.", "Eg": "E.g.", "etal": "et al.", "etc": "etc.", "vs": "vs.",
                   "wrt": "w.r.t.", "cf": "cf.", "aka": "a.k.a."}


def _command_outside_math(match: re.Match) -> str:
    """'\\frac' -> ' ', '\\pi' -> 'π'; a backslash before a capitalised word is a typo ('Real-World \\Super-Resolution')."""
    word = match.group(1)
    symbol = GREEK.get(word) or LATEX_SYMBOLS.get(word) or _WRITING_MACROS.get(word)
    if symbol:
        return symbol
    return word if word[0].isupper() else " "


@dataclass(slots=True)
class CleanText:
    text: str
    urls: list[str] = field(default_factory=list)
    latex: dict[str, str] = field(default_factory=dict)  # plain fragment -> the literal LaTeX it came from


def _quote_entity(match: re.Match) -> str:
    side, kind = next((match.group(i), match.group(i + 1)) for i in (1, 3, 5) if match.group(i))
    return {"ld": "“", "ls": "‘", "rd": "”", "rs": "’"}[side + kind]


# a power written out in a name outside math: 'S^2-MLP', 'RC^2L', 'VLAD^3' (not a complexity: 'O(BH^2)', 'N^2/M')
_CARET_POWER = re.compile(r"(?<![\w^])(?<![OΘΩ]\()([A-Z][A-Za-z]*)\^([23])(?![\d./])([A-Za-z]|-[A-Z])?")


def _superscript_in_name(match: re.Match) -> str:
    before, power, after = match.group(1), match.group(2), match.group(3)
    if not after and len(before) < 2:
        return match.group(0)  # 'N^2', 'H^3': a variable's power
    return before + power.translate(SUPERSCRIPTS) + (after or "")


def clean_abstract(raw: str, word_count: Callable[[str], int] | None = None) -> CleanText:
    """Plain prose for extraction: URLs pulled out, LaTeX math turned into Unicode, emphasis dropped.
    word_count(word): how often the field writes a word (Lexicon.uses); with it, a word that a line break split
    ('cate- gorical', 'En- glish') is joined the way the field writes it ('categorical', 'English', 'co-training')."""
    urls: list[str] = []
    latex: dict[str, str] = {}

    def keep_url(match: re.Match) -> str:
        urls.append(match.group(1).strip())
        return " "

    # each substitution only where its trigger character is: most abstracts have no LaTeX, no markup
    text = _HYPHEN_BREAK.sub("", raw) if "\n" in raw else raw  # 'investi-\ngated': a word broken at a line end
    if "(cid:173)" in text:  # a PDF export's soft hyphen: 'Mod(cid:173) els', 'Kullback(cid:173) Leibler'
        text = _SOFT_HYPHEN_BEFORE_CAPITAL.sub("-", text)
        text = _SOFT_HYPHEN.sub("- ", text).replace("(cid:173)", "")  # then joined below like 'cate- gorical'
    if "frac" in text or "radic" in text:  # LaTeX's '\\frac12' outside math; HTML's '&frac12;', '&radic;' that lost '&' and ';'
        text = _rx(r"(?<![A-Za-z])\\?frac(\d)(\d)(?!\d)").sub(r"\1/\2", text)
        text = _rx(r"(?<![A-Za-z])radic(?=\d)").sub("√", text)
    if "!" in text:
        text = _BRAND_BANG.sub(r"\1", text)  # 'Yahoo! Answers' is one name, and no sentence ends after 'Yahoo!'
    if "--" in text:
        text = _TEX_EN_DASH_IN_NAME.sub(r"\1-\2", text)  # 'Pitman--Yor', 'Metropolis--Hastings': TeX's en dash joining names
        text = _TEX_DASH.sub(" — ", text)  # 'a HSLDS model---in which ...---is': TeX dashes between words
    if "{" in text and ("url{" in text or "href{" in text or "footnote{" in text):
        text = _COMMAND_WITHOUT_BACKSLASH.sub(r"\\\1{", text)  # an export that lost the backslash: 'footnote{Code: url{...}}'
    backslash = "\\" in text
    if backslash:
        text = _URL_CMD.sub(keep_url, text)
        text = _FOOTNOTE.sub(" ", text)
    if "<" in text:
        text = _HTML_TAG.sub(" ", text)

    def plain_url(match: re.Match) -> str:
        urls.append("".join(match.group(0).split()).rstrip(".,;:)}]"))
        return " "

    if "://" in text or "www." in text.lower():
        text = _URL.sub(plain_url, _FOOTNOTE_MARK_THEN_URL.sub("", text))

    def math(match: re.Match) -> str:
        plain = _math_to_plain(match.group(1))
        if plain and plain != match.group(1):
            latex[plain] = match.group(0)
        return plain

    if "$" in text:
        text = _MATH.sub(math, text)
    if "^" in text:
        text = _CARET_POWER.sub(_superscript_in_name, text)
    if "\\" in text:
        text = _LATEX_ACCENT.sub(_accented, text)  # "Cram\\'er-Rao" -> 'Cramér-Rao', 'Erd\\H{o}s' -> 'Erdős'
        text = _rx(r"(?<=[A-Za-z])\\\{([A-Za-z])\}").sub(r"\1", text)  # 'Cand\\{e}s': an accent whose mark an export lost
        text = _ESCAPED.sub(r"\1", text)
        for _ in range(2):
            text = _TEXT_CMD.sub(r"\1", text)
        text = _GLUED_TEXT_CMD.sub("", text)
        text = _rx(r"\\(?:cite[a-z]*|ref|eqref|autoref|label)\*?\s*(?:\[[^\]]*\]\s*)*\{[^{}]*\}").sub(" ", text)
        text = _rx(r"\\(?:bf|it|em|sl|rm|tt|sc|sf)\b ?").sub("", text)  # '{\\bf ho}moto{\\bf p}y': inside words
        text = _rx(r"\\n(?=[A-Z0-9])").sub(" ", text)  # a line break written out: 'train.\\nWe propose'
        # other commands outside math ('\\frac1I(\\pi)\\log'): the symbol they stand for, or nothing
        text = _rx(r"\\([A-Za-z]+)").sub(_command_outside_math, text)
    if "*" in text or "__" in text:
        if "**" in text:  # in-word bold first: 'gr**A**dient', '**Pri**vate', '**Iter**ative **C**onversational'
            text = _rx(r"\*\*(\w{1,30})\*\*").sub(r"\1", text)
        text = _MARKDOWN_EMPH.sub(r"\2", text)
    if "Ã" in text or "â" in text:  # UTF-8 read as Latin-1 or cp1252 ('robotâ\x80\x99s', 'robotâ€™s', 'CandÃ¨s')
        text = _MOJIBAKE.sub(_unmojibake, text)
        text = _rx(r"(?<=[A-Za-z])â(?=s\b)").sub("’", text)  # 'robotâs': the rest of the quote was dropped
        text = text.replace("**", "")
    text = text.replace("\\", " ")
    if "{" in text or "}" in text:
        if "{" in text:  # 'a module called emph{Asymptotic Localization Fitting}': the export lost the backslash
            # ... or the '\t' of '\textit' was read as a tab: ' extit{RIoU}', or '\e' of '\emph' as an escape: 'mph{X}'
            text = _rx(r"(?<![\w\\])(?:e?mph|t?ext(?:bf|it|sc|tt|rm)|math(?:rm|bf|cal|bb))\{").sub("", text)
        text = _rx(r"[{}]").sub("", text)
    if "quo" in text:  # HTML quote entities that lost their '&' and ';': 'the ldquoLittleDog,rdquo'
        text = _rx(r"&([lr])([ds])quo;|(?<![A-Za-z])(l)([ds])quo|(r)([ds])quo(?![A-Za-z])").sub(_quote_entity, text)
    if "(\"" in text or "(“" in text:
        text = _rx(r"\(\s*[\"“]([^\"“”()]{2,80})[\"”]\s*\)").sub(r"(\1)", text)  # 'D3 ("Diverse Data for ...")'
    if "–" in text:
        text = _rx(r"(?<=[A-Za-z0-9])–(?=[A-Za-z0-9])").sub(_en_dash_in_word, text)  # 'AutoGluon–TimeSeries'
    if "~" in text:
        text = _rx(r"(?<=[A-Za-z)])~(?=[\s(A-Za-z]|$)").sub(" ", text)  # LaTeX's unbreakable space: 'hashing~(DBH)'
    if ";" in text and "," not in text and text.count(";") >= 3:
        text = text.replace(";", ",")  # exports that turned every comma into a semicolon ('Our system; X; is ...')
    text = " ".join(text.split())
    if "- " in text:
        text = _BROKEN_WORD.sub(partial(_rejoined, word_count), text)  # 'cate- gorical', not 'first- and'
    if _rx(r"\.[A-Z]").search(text):  # (a fast scan: the two patterns below are slow on every abstract)
        text = _rx(r"(?<=[a-z]{3})\.(?=[A-Z][a-z]+ |[A-Z][a-z]{2,},)").sub(". ", text)  # "interaction.Code is", "tissue.Therefore, a"
        # 'prototyping mechanism.Fed-MP exploits' (not 'AdaBoost.MH', 'Last.FM': a name's own dot)
        text = _rx(r"\b([a-z][a-z\-]*[a-z]{2})\.(?=[A-Z][\w\-]*[A-Z0-9\-][\w\-]*\s)").sub(r"\1. ", text)
        # 'results in HotpotQA.We conduct', 'like TensorRT and TVM.On the COCO test-dev': a name, then a word that
        # only opens sentences
        text = _rx(r"(?<=[\w\-][A-Za-z0-9])\.(?=(?:We|Our|In|On|The|This|These|It|Its|As|To|For|With|By|Then|Thus|Here|"
                   r"Finally|Moreover|However|Furthermore|Additionally|Therefore|Specifically|Besides|Unlike|Compared|Based|"
                   r"Experiments|Experimental|Extensive|Results)\s)").sub(". ", text)
    return CleanText(text, urls, latex)


_BROKEN_WORD = re.compile(r"([A-Za-z0-9]*[A-Za-z])- (?!(?:and|or|to|and/or|nor)\b)([a-z]+)")


def _rejoined(word_count: Callable[[str], int] | None, match: re.Match) -> str:
    """'cate- gorical' -> 'categorical', 'co- training' -> 'co-training': the form the field writes more
    ('feedforward' and 'feed-forward' both); 'hidden- tate', which it writes neither way, keeps its hyphen, as
    every word does without word counts."""
    first, rest = match.group(1), match.group(2)
    joined, hyphenated = (word_count(first + rest), word_count(f"{first}-{rest}")) if word_count else (0, 0)
    if joined >= 3 and joined >= hyphenated:
        return first + rest
    return f"{first}-{rest}" if first[-1:].islower() or hyphenated >= 3 else match.group(0)


# --- sentences and tokens -----------------------------------------------------------------

_ABBREVIATIONS = ("e.g.", "i.e.", "et al.", "vs.", "a.k.a.", "aka.", "cf.", "fig.", "figs.", "eq.", "eqs.",
                  "resp.", "approx.", "no.", "sec.", "ref.", "refs.", "w.r.t.", "i.i.d.", "u.s.", "dr.", "mr.",
                  "ms.", "prof.", "st.", "vol.", "pp.", "e.g.,", "i.e.,")
_SENTENCE_END = re.compile(r"(?<=[.!?])[\"')\]]?\s+(?=[\"'(\[]?[A-Z0-9$\\*])")


def _ends_with_abbreviation(text: str) -> bool:
    """'e.g.', 'Fig.', 'Prof.' as words: 'problems.' and 'first.' end sentences, not 'ms.' and 'st.'."""
    if not text.endswith(_ABBREVIATIONS):
        return False
    return any(text.endswith(a) and (len(text) == len(a) or not text[-len(a) - 1].isalpha()) for a in _ABBREVIATIONS)


def split_sentences(text: str) -> list[str]:
    pieces = _SENTENCE_END.split(text)
    sentences: list[str] = []
    for piece in pieces:
        if sentences:
            tail = sentences[-1][-12:]  # (what both tests read: searching the whole sentence for an ending is slow)
            if _ends_with_abbreviation(tail.lower()) or _rx(r"\b[A-Z]\.$").search(tail):
                sentences[-1] += " " + piece
                continue
        sentences.append(piece)
    return [s.strip() for s in sentences if s.strip()]


# Tokens: words with inner hyphens, dots, apostrophes, slashes, superscripts; a metric at a cut-off
# ('Hits@10', 'Pass@k') and 'RoboCup@Home' (not 'UAV123@10fps' or e-mail addresses); or one symbol.
TOKEN = re.compile(
    r"[\w²³⁰¹⁴-⁹ⁿ]+(?:(?:[\-.'’/+^×]|&(?=[A-Z])|@(?=\d+(?:\.\d+)?(?!\w|\.\d)|[kKnN]\b|[A-Z][a-z]))[\w²³⁰¹⁴-⁹ⁿ]+)*"
    r"(?:\+\+|\+|(?<=\b[A-Z])\*|(?<=[A-Z])\((?:λ|lambda)\))?"  # 'A*': one capital and a star; 'TD(λ)', 'SARSA(lambda)'
    r"|[^\w\s]"
)


def tokenize(sentence: str) -> list[tuple[str, int, int]]:
    """(token, start, end) of each token. Only whitespace lies between two tokens (any other
    character is a token of its own), so each one starts at the next occurrence of its text: cheaper
    than three method calls on a match object per token."""
    out = []
    position = 0
    find = sentence.find
    for token in TOKEN.findall(sentence):
        position = find(token, position)
        end = position + len(token)
        out.append((token, position, end))
        position = end
    return out


# --- normalisation ------------------------------------------------------------------------

_GREEK_TABLE = str.maketrans(GREEK_TO_LATIN)


def ascii_fold(text: str) -> str:
    if text.isascii():
        return text
    text = text.translate(_GREEK_TABLE)
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()


@lru_cache(maxsize=1 << 16)
def name_key(name: str) -> str:
    """Identity of a named entity: case, hyphens, spaces, LaTeX and Greek folded away;
    digits and letters kept, so GPT-4o != GPT-5 and CIFAR-10 != CIFAR-100. A trailing plus marks
    a version of its own (HumanEval+ != HumanEval, VIRDO++ != VIRDO)."""
    text = _rx(r"\\([A-Za-z]+)").sub(r"\1", name) if "\\" in name else name
    if "*" in text:
        text = _rx(r"(?<=\b[A-Za-z])\*").sub("star", text)  # 'A*' is A-star, not 'A'
    text = ascii_fold(text).lower()
    if text.endswith("+"):
        stripped = text.rstrip("+")
        text = stripped + "plus" * (len(text) - len(stripped))
    return _rx(r"[^a-z0-9]+").sub("", text)


@lru_cache(maxsize=1 << 16)
def singular(word: str) -> str:
    """A conservative English singular for keys ('models' -> 'model', 'LLMs' -> 'LLM')."""
    lower = word.lower()
    if len(word) >= 3 and word[-1] == "s" and word[:-1].isupper() and word[0].isalpha():
        return word[:-1]  # 'AUs', 'GPUs': an acronym's plural
    if word.isupper():
        return word  # 'RKHS', 'GPS': an acronym's final S is one of its letters
    if len(word) <= 3 or lower.endswith(("ss", "us", "is", "ics", "ous", "sis", "xis")):
        return word
    if lower.endswith("ies") and len(word) > 4:
        return word[:-3] + ("Y" if word[-3:].isupper() else "y")
    if lower.endswith(("ches", "shes", "xes", "sses", "zes")):
        return word[:-2]
    if lower.endswith("s") and not lower.endswith("'s"):
        return word[:-1]
    return word


@lru_cache(maxsize=1 << 16)
def phrase_key(phrase: str) -> str:
    """Identity of a concept: lower case, ASCII, words singularised, punctuation to single spaces."""
    text = ascii_fold(phrase).lower().replace("–", "-")
    words = _rx(r"[a-z0-9]+").findall(text)
    return " ".join(singular(w) for w in words)


def family_key(text: str) -> str:
    """The key of a written-out family name, singular or plural ('Markov Decision Process' =
    'markov decision processes', 'Mixture-of-Experts' = 'mixture of experts')."""
    return phrase_key(text).replace(" ", "")


# --- acronym definitions -------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class AcronymDefinition:
    short: str
    long: str
    start: int  # character span of the long form in the sentence
    end: int
    short_first: bool = False


_CONNECTORS = {"of", "for", "with", "and", "the", "a", "an", "in", "on", "to", "via", "by", "from", "at", "as", "&",
               "over", "under", "into", "through", "across", "between", "among", "within", "without", "using",
               "towards", "toward", "or", "based", "its", "their"}
_PAREN = re.compile(r"\(\s*([^()]{1,80}?(?:\([^()]{1,20}\)[^()]{0,10})?)\s*\)")  # '(LSSVM; Yu & Joachims (2009))' too
_SHORT_FORM = re.compile(r"^(?=.*[A-Z])[A-Za-z0-9][A-Za-z0-9\-+./&²]{0,14}$")
_APPOSITIVE_HINT = re.compile(r",\s+(?:a|an|the)\s+(?:(?:first|novel|new)\s+)?[A-Z]")
# 'E²-RAG, the first Editable Efficient-RAG method'
_APPOSITIVE_DEFINITION = re.compile(r"\b([A-Za-z][\w\-]{1,14}),\s+(?:a|an|the)\s+(?:(?:first|novel|new)\s+)?"
                                    r"((?:[A-Z][\w\-]*(?:\s+|(?=[,.;:]))(?:(?:of|for|with|and)\s+)?){1,6})")
# (the long form's last word may end the clause: 'TOFU, a Task of Fictitious Unlearning, as a benchmark')
# 'we propose BOCK, Bayesian Optimization with Cylindrical Kernels, whose ...': the short form, then its long form set
# off by commas without an article (every word of it spelled, no list of names)
_BARE_APPOSITIVE_HINT = re.compile(r"[A-Z]{2}[\w\-]*, [A-Z][a-z]")
_BARE_APPOSITIVE_DEFINITION = re.compile(r"\b([A-Za-z][\w\-]{1,14}),\s+((?:[A-Z][A-Z\-]?[a-z][\w\-]*\s+(?:(?:of|for|with|in|on|to|from|via|by)\s+)?){1,7}"
                                         r"[A-Z][A-Z\-]?[a-z][\w\-]*)\s*(?=,|\s+(?:that|which|to|for)\b)")
_COMMA_SHORT_HINT = re.compile(r"[a-z], (?:or )?[A-Z][A-Za-z0-9\-]{1,11}\s*[,.;:]")
# 'a model called Locally Aligned Convolutional Neural Network, LACNN, that ...', 'a method we call Cascaded Pose
# Refinement Transformers, or CRT-6D.': the short form set off by commas
_COMMA_SHORT_DEFINITION = re.compile(r"\b((?:[A-Z][\w\-]*\s+){1,7}[A-Z][\w\-]*[a-z]),\s+(?:or\s+)?([A-Z][A-Za-z0-9\-]{1,11})(?=\s*[,.;:])")
# 'We propose CARBS: Coordinated Acquisition with Reactive Bimanual Scooping, a ...': a name, then its long form
_COLON_DEFINITION = re.compile(r"\b([A-Za-z][\w\-]{1,14}):\s+([A-Z][\w\-]*(?:\s+[\w\-]+){1,12}?)(?=\s*(?:[,;.(]|$))")
_DASH_DEFINITION = re.compile(r"([A-Za-z][\w\-]{1,14})\s*[—–]\s*([A-Z][^—–]{3,80}?)\s*[—–]")


_SUPERSCRIPT_DIGITS = {"²": "2", "³": "3"}
_LOWER_WORD = re.compile(r"[a-z]+(?:-[a-z]+)*")  # 'models', 'meta-learning'
_DIMENSION_SUFFIX = re.compile(r"(?<=[A-Za-z]{2})-\d[Dd]$")


def _align(short: str, words: list[str]) -> int | None:
    """Score how well `short` abbreviates `words` (None = not at all). Letters of the acronym
    are consumed left to right; each content word must contribute its first letter; a word may
    contribute further letters (capitals score higher, e.g. 'REAlignment Reward' -> REAR)."""
    if _DIMENSION_SUFFIX.search(short) and not any(_DIMENSION_SUFFIX.search(w) for w in words):
        short = _DIMENSION_SUFFIX.sub("", short)  # 'Cascaded Pose Refinement Transformers (CRT-6D)': what the name is for
    letters = [_SUPERSCRIPT_DIGITS.get(c, c) for c in short if c.isalnum()]  # 'E²-RAG' counts as 'E2-RAG'
    if short.endswith("s") and len(letters) > 2 and short[-2].isupper():
        letters = letters[:-1]  # plural acronym: LLMs
    counted = letters
    while len(letters) > 2 and letters[-1].isdigit() and sum(c.isalpha() for c in letters) >= 2:
        letters = letters[:-1]  # a version number: 'Dynamic Belief Mixture Model (DBM2)'
    parts: list[tuple[str, bool]] = []  # (sub-word, must contribute a letter)
    for word in words:
        joined = "-" in word or "–" in word or "/" in word
        subs = [sub for sub in (_rx(r"[\-–/]").split(word) if joined else [word]) if sub]
        for i, sub in enumerate(subs):
            # a connector need not give a letter, except as the name's first word ('In-Context Sampling')
            parts.append((sub, i == 0 and (sub.lower() not in _CONNECTORS or not parts)))
    if not parts or not parts[0][1] or len(parts) > 14:
        return None
    score = _best_alignment(letters, parts)
    if score is None and any(c in "234" for c in counted[1:]):
        # a count of initials: 'Asynchronous Advantage Actor-Critic (A3C)', 'Semi-Supervised SVMs (S3VMs)',
        # 'Latent Space Safe Sets (LS3)'
        repeated: list[str] = []
        for i, c in enumerate(counted):
            repeated.extend(counted[i - 1] * (int(c) - 1) if c in "234" and i and counted[i - 1].isupper() else c)
        score = _best_alignment(repeated, parts)
    if score is None and len(words) > 1 and len(short) > 7 and short[-6:].lower() == "former" \
            and words[-1].lower().rstrip("s").endswith("transformer"):
        score = _align(short[:-6].rstrip("-"), words[:-1])  # 'Refinement Pyramid Transformer (RePFormer)'
    if score is None and len(short) > 5 and short.endswith("Net") and len(words) > 1 and all(w[:1].isupper() for w in words) \
            and not words[-1].lower().startswith("net"):
        score = _align(short[:-3].rstrip("-"), words)  # 'LISTNet (Language Invariant Style Transfer)': the network of it
    if score is None and len(letters) >= 3 and not words[0].islower() \
            and "".join(c for w in words for c in w if c.isupper()) == "".join(letters).upper():
        marked = [bool(_MARKED_LETTER.match(sub)) for w in words for sub in w.split("-")]
        if sum(marked) >= 2 or any(marked[1:]) or marked[0] and not _GLUED_WORD.match(words[0]):
            # letters the long form marks as capitals: 'Selective Point clOud voTing (SPOT)', 'Feature eXchange GAN
            # (FX-GAN)', 'aDAptivE path-MemOry Network (DaeMon)'; not a first word glued to the one before it
            # ('onGoogle Analogy Test Sets (GATS)')
            score = len(letters)
    return score


def abbreviates(short: str, words: list[str]) -> bool:
    """Whether `short` is an acronym of `words` ('MDNet' of 'Multi-level Disentangling Network')."""
    return _align(short, words) is not None


_LOWER_CASE_MARKED = r"[a-z]+[A-Z]+[a-z]"  # 'clOud', 'aDAptivE', 'eXchange' (not 'rPPG')
_MARKED_LETTER = re.compile(_LOWER_CASE_MARKED + r"|[A-Z][a-z]+[A-Z]+[a-z]")  # ... and 'AlIgned'
_GLUED_WORD = re.compile(r"[a-z]{2,}[A-Z][a-z]{2,}$")  # 'onGoogle', 'introduceStyle'


def marks_letters_in_lower_case(long_form: str) -> bool:
    """A long form that spells its acronym with capitals inside lower-case words ('aDAptivE path-MemOry Network')."""
    return _rx(r"(?<![\w\-])" + _LOWER_CASE_MARKED).search(long_form) is not None


def _best_alignment(letters: list[str], parts: list[tuple[str, bool]]) -> int | None:
    best: list[int | None] = [None]

    def go(li: int, pi: int, score: int, skipped: int) -> None:
        if li == len(letters):
            left = sum(1 for _, required in parts[pi:] if required)
            # every word gave its letter, or all but a last one ('Test-Time Low-rank adaptation (TTL)')
            if left == 0 or (left == 1 and skipped == 0 and parts[-1][1]
                             and not any(required for _, required in parts[pi:-1])):
                total = score - 2 * (skipped + left)
                if best[0] is None or total > best[0]:
                    best[0] = total
            return
        if pi >= len(parts):
            return
        word, required = parts[pi]
        lw = word.lower()
        letter = letters[li].lower()
        if lw[0] == letter or (letter, lw) in (("2", "to"), ("4", "for")) or letter == "x" and lw.startswith(("ex", "cross")):
            # ('eXtreme Multi-label Classification (XMC)', 'Cross-lingual NLI (XNLI)')
            # take the initial, then optionally more letters from inside this word
            j, k, bonus = li + 1, 1, 2 if word[0].isupper() else 1
            go(j, pi + 1, score + bonus, skipped)
            while j < len(letters) and k < len(word):
                pos = lw.find(letters[j].lower(), k)
                if pos < 0:
                    break
                bonus += 1 if word[pos].isupper() or word[pos].isdigit() else 0
                k, j = pos + 1, j + 1
                go(j, pi + 1, score + bonus, skipped)
        elif not required and li > 0:
            pos = lw.find(letter)
            if pos > 0:  # an optional sub-word may lend an inner letter ('Geo' from General-Geometry)
                go(li + 1, pi + 1, score, skipped)
        if not required:
            go(li, pi + 1, score, skipped)
        elif skipped < 1 and pi > 0:
            go(li, pi + 1, score, skipped + 1)

    try:
        go(0, 0, 0, 0)
    finally:
        go = None  # the recursive closure refers to itself: a reference cycle that only the collector frees
    return best[0]


_HEAD_BEFORE_ACRONYM = {"framework", "model", "method", "approach", "algorithm", "architecture", "network", "module",
                        "system", "pipeline", "technique", "strategy", "scheme", "mechanism", "agent", "policy"}


_SENTENCE_END_MARKS = (".", ";", ":", "!", "?")
_CLAUSE_END_MARKS = (",", ";", ":")
_PUNCTUATION_MARKS = (".", ";", ":", "!", "?", ",")


def _last_words(text: str, n: int) -> list[str]:
    """The last n words of text, without the quotes and stars around them (its last n \\S+ runs:
    str.split and the pattern agree on what a space is)."""
    return [w.strip("*\"'“”") for w in text.rsplit(None, n)[-n:]]


def _prefix_and_acronym(short: list[str], before: str) -> tuple[str, int, int] | None:
    """(long form, start, end) at the end of `before` of a short form that keeps the long form's first word
    and abbreviates the rest: 'Perceptual Generative Adversarial Network (Perceptual GAN)', 'Stereo Direct
    Sparse Odometry (Stereo DSO)'."""
    if len(short) != 2 or not short[0][:1].isupper() or short[0] not in before or not _SHORT_FORM.match(short[1]) \
            or sum(c.isupper() for c in short[1]) < 2:
        return None
    words = _last_words(before, len(short[1]) + 4)
    if not words or words[-1].endswith(_PUNCTUATION_MARKS):
        return None
    for take in range(2, len(words) + 1):
        first = words[-take]
        if first.endswith(_PUNCTUATION_MARKS):
            return None
        if first == short[0] and abbreviates(short[1], words[-take + 1:]):
            start = before.rfind(first, 0, before.rfind(words[-1]))
            return " ".join(words[-take:]), max(start, 0), len(before)
    return None


def _capitals_spell(short: str, long: str) -> bool:
    """'KALE (Knowledge-Augmented vision-Language model for artwork Elaborations)': the long form's capitals, and only
    they, spell the short form, though its lower-case words give no letter."""
    letters = [c for c in short if c.isalpha()]
    return len(letters) >= 3 and all(c.isupper() for c in letters) and long[:1].isupper() \
        and [c for c in long if c.isupper()] == letters


def find_acronym_definitions(sentence: str) -> list[AcronymDefinition]:
    """'Dynamic Causal Refinement (DCR)' and 'SCPE (Self-Correcting Process Editing)' and
    'SPARe—Stacked Parallelism with Adaptive Reordering—'."""
    found: list[AcronymDefinition] = []
    # cheap scans first: each pattern below needs its punctuation, and most sentences have none of it
    parenthesis = "(" in sentence
    appositive = ", " in sentence and _APPOSITIVE_HINT.search(sentence) is not None
    dashes = sentence.count("—") + sentence.count("–") >= 2
    comma_short = ", " in sentence and _COMMA_SHORT_HINT.search(sentence) is not None
    bare_appositive = ", " in sentence and _BARE_APPOSITIVE_HINT.search(sentence) is not None
    colon = ": " in sentence
    if not (parenthesis or appositive or dashes or comma_short or colon or bare_appositive):
        return found
    for match in (_PAREN.finditer(sentence) if parenthesis else ()):
        inner = match.group(1).strip()
        inner = _rx(r"[,;]\s*|\s+or\s+").split(inner)[0].strip()
        if inner.endswith("*") and len(inner) > 2:
            inner = inner[:-1]  # 'Rapidly Exploring Learning Trees (RLT*)': the A* family's star, which names do not keep
        before = sentence[: match.start()].rstrip()
        if inner.endswith("-based") and before.endswith("-based"):
            inner, before = inner[:-6], before[:-6]  # 'a proximal-policy-gradient-based (PPO-based) algorithm'
        if _SHORT_FORM.match(inner) and sum(c.isupper() for c in inner) >= 1 and len(inner) >= 2:
            words = _last_words(before, min(len(inner) + 5, 2 * len(inner)) + 2)
            best = None
            # the candidate long forms are the last 1, 2, ... words, up to a clause break
            for take in range(1, 0 if words and words[-1].endswith(_CLAUSE_END_MARKS) else len(words) + 1):
                if take > 1 and words[-take].endswith(_SENTENCE_END_MARKS):
                    break
                cand = words[-take:]
                score = _align(inner, cand)
                if score is not None and (best is None or score > best[0]):
                    best = (score, cand)
            end = len(before)
            if best is None and len(words) > 1 and words[-1].lower() in _HEAD_BEFORE_ACRONYM:
                # 'a Skill-based Model-based RL framework (SkiMo)': the acronym names the phrase before its head
                for take in range(1, len(words)):
                    cand = words[-1 - take:-1]
                    if words[-1 - take].endswith(_PUNCTUATION_MARKS):
                        break
                    score = _align(inner, cand)
                    if score is not None and (best is None or score > best[0]):
                        best = (score, cand)
                if best:
                    end = before.rfind(words[-1])
            if best is None and len(words) > 3 and _LOWER_WORD.fullmatch(words[-1]):
                # 'Self-Distillation for Fine-Tuning diffusion models (SDFT)': a capitalised name, then what it is for
                tail = 2 if _LOWER_WORD.fullmatch(words[-2]) else 1
                for take in range(2, len(words) - tail + 1):
                    cand = words[-tail - take:-tail]
                    if any(w.endswith(_PUNCTUATION_MARKS) for w in cand[:1 if take > 2 else 2]):  # (the words it adds)
                        break
                    score = _align(inner, cand) if cand[0][:1].isupper() and cand[-1][:1].isupper() else None
                    if score is not None and (best is None or score > best[0]):
                        best = (score, cand)
                if best:
                    end = before.rfind(words[-tail])
            if best is None:
                # 'Knowledge-Driven Disentangled Causal metric learning framework (KDDC)': the capitals spell it
                for take in range(2, len(words) + 1):
                    if words[-take].endswith(_PUNCTUATION_MARKS):
                        break
                    if _capitals_spell(inner, " ".join(words[-take:])):
                        best = (0, words[-take:])
                        break
            if best:
                long = " ".join(best[1]).strip(",;:")
                start = before.rfind(best[1][0], 0, end) if best[1] else 0
                found.append(AcronymDefinition(inner, long, max(start, 0), max(start, 0) + len(long) if end != len(before) else end))
                continue
        # the acronym with the head it shares with the long form: 'Mixture of Gaussian Regression (MoG Regression)'
        short_and_head = inner.split()
        if len(short_and_head) == 2 and _SHORT_FORM.match(short_and_head[0]) and sum(c.isupper() for c in short_and_head[0]) >= 2:
            words = _last_words(before, 2 * len(short_and_head[0]) + 3)
            if len(words) > 1 and words[-1].lower().rstrip("s") == short_and_head[1].lower().rstrip("s"):
                best = None
                for take in range(1, len(words)):
                    cand = words[-1 - take:-1]
                    if words[-1 - take].endswith(_PUNCTUATION_MARKS):
                        break
                    score = _align(short_and_head[0], cand)
                    if score is not None and (best is None or score > best[0]):
                        best = (score, cand)
                if best:
                    start = before.rfind(best[1][0], 0, before.rfind(words[-1]))
                    found.append(AcronymDefinition(inner, " ".join(best[1] + words[-1:]), max(start, 0), len(before)))
                    continue
        prefixed = _prefix_and_acronym(short_and_head, before)
        if prefixed:  # 'Perceptual Generative Adversarial Network (Perceptual GAN)'
            found.append(AcronymDefinition(inner, *prefixed))
            continue
        # long form and short form inside: 'a single prompt (In-Context Learning or ICL)'
        either = _rx(r"^(.+?)\s+or\s+(\S+)$").match(match.group(1).strip())
        if either and _SHORT_FORM.match(either.group(2)) and sum(c.isupper() for c in either.group(2)) >= 2:
            long_words = either.group(1).split()
            if _align(either.group(2), long_words) is not None:
                start = match.start() + 1 + match.group(0)[1:].find(long_words[0])
                found.append(AcronymDefinition(either.group(2), either.group(1), start, start + len(either.group(1)), True))
                continue
        # short form first: SCPE (Self-Correcting Process Editing)
        inner_words = inner.split()
        prev = _rx(r"[\w\-+.]+$").findall(before)
        if prev and len(inner_words) >= 2 and _SHORT_FORM.match(prev[0]):
            if _align(prev[0], inner_words) is not None or _capitals_spell(prev[0], inner):
                found.append(AcronymDefinition(prev[0], inner, match.start() + 1, match.end() - 1, True))
            elif "," in match.group(1):  # 'CLIPPER (Consistent LInking, Pruning, and Pairwise Error Rectification)'
                listed = match.group(1).strip()
                if _align(prev[0], listed.replace(",", " ").split()) is not None:
                    found.append(AcronymDefinition(prev[0], listed, match.start() + 1, match.end() - 1, True))
    for match in (_APPOSITIVE_DEFINITION.finditer(sentence) if appositive else ()):
        short, long = match.group(1), match.group(2).strip()
        long_words = long.split()
        if _SHORT_FORM.match(short) and sum(c.isupper() for c in short) >= 2:
            for take in range(len(long_words), 0, -1):
                if _align(short, long_words[:take]) is not None:
                    text = " ".join(long_words[:take])
                    found.append(AcronymDefinition(short, text, match.start(2), match.start(2) + len(text), True))
                    break
    for match in (_BARE_APPOSITIVE_DEFINITION.finditer(sentence) if bare_appositive else ()):
        short, long = match.group(1), match.group(2)
        long_words = long.split()
        initials = [w[0].upper() for w in _rx(r"[\s\-]+").split(long) if w and w.lower() not in _CONNECTORS]
        if _SHORT_FORM.match(short) and sum(c.isupper() for c in short) >= 2 and len(long_words) >= 2 \
                and short.lower() not in long.lower() and not any(d.short == short for d in found) \
                and (initials == [c.upper() for c in short if c.isalnum()] or _capitals_spell(short, long)):
            found.append(AcronymDefinition(short, long, match.start(2), match.end(2), True))
    for match in (_COMMA_SHORT_DEFINITION.finditer(sentence) if comma_short else ()):
        long_words, short = match.group(1).split(), match.group(2)
        if sum(c.isupper() for c in short) >= 2:
            for take in range(1, len(long_words) + 1):
                if _align(short, long_words[-take:]) is not None:
                    text = " ".join(long_words[-take:])
                    start = match.end(1) - len(text)
                    found.append(AcronymDefinition(short, text, start, match.end(1)))
                    break
    for match in (_DASH_DEFINITION.finditer(sentence) if dashes else ()):
        short, long = match.group(1), match.group(2).strip()
        if _SHORT_FORM.match(short) and _align(short, long.split()) is not None:
            found.append(AcronymDefinition(short, long, match.start(2), match.end(2), True))
    for match in (_COLON_DEFINITION.finditer(sentence) if colon else ()):
        short, long_words = match.group(1), match.group(2).split()
        if _SHORT_FORM.match(short) and sum(c.isupper() for c in short) >= 2:
            for take in range(len(long_words), 1, -1):
                if long_words[take - 1][:1].isupper() and _align(short, long_words[:take]) is not None:
                    text = " ".join(long_words[:take])
                    found.append(AcronymDefinition(short, text, match.start(2), match.start(2) + len(text), True))
                    break
    return found
