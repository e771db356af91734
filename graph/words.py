"""Closed word lists used by extraction. Hand-written, general English and research-writing
vocabulary; nothing here names a paper's entities."""

STOPWORDS = set("""
a about above across after again against all almost along already also although always am among amongst an and
another any anyone anything are around as at be became because become becomes been before being below beside
besides between beyond both but by can cannot could did do does doing done down due during each either else
enough especially etc even ever every everything few for from further had has have having he her here hers
herself him himself his how however i if in into is it its itself just least less many may me might more most
mostly much must my myself namely neither never nevertheless no nor not nothing now of off often on once one
only onto or other others otherwise our ours ourselves out over own per perhaps quite rather really same several
she should since so some something sometimes still such than that the their theirs them themselves then there
thereby therefore these they this those though through throughout thus to together too toward towards under
unless unlike until up upon us very via was we well were what whatever when whence whenever where whereas
whereby wherein whether which while whilst who whom whose why will with within without would yet you your
yours yourself i.e. e.g. etc. vs versus whereas hence thereof therein via across amid regarding concerning
despite
""".split())

# verbs and verb forms that end a noun phrase
VERBS = set("""
is are was were be been being has have had do does did can could may might must shall should will would plays played
propose proposes proposed proposing present presents presented presenting introduce introduces introduced
introducing show shows showed shown showing demonstrate demonstrates demonstrated demonstrating achieve achieves
achieved achieving improve improves improved improving outperform outperforms outperformed outperforming use uses
used using utilize utilizes utilized utilizing leverage leverages leveraged leveraging provide provides provided
providing enable enables enabled enabling allow allows allowed allowing require requires required requiring make
makes made making lead leads led leading yield yields yielded yielding obtain obtains obtained obtaining
consider considers considered considering study studies studied investigate investigates investigated
investigating develop develops developed design designs designed address addresses addressed addressing
reduce reduces reduced reducing perform performs performed performing remain remains remained become becomes
suggest suggests suggested reveal reveals revealed find finds found evaluate evaluates evaluated evaluating
compare compares compared comparing establish establishes established derive derives derived deriving apply
applies applied applying focus focuses focused capture captures captured capturing combine combines combined
combining exploit exploits exploited exploiting incorporate incorporates incorporated incorporating ensure
ensures ensured ensuring include includes included including contain contains contained containing generate
generates generated generate learn learns learned learnt aim aims aimed rely relies relied relying operate
operates called named termed dubbed known referred based motivated inspired given take takes taken taking
help helps helped let lets seek seeks seem seems appear appears tend tends fail fails failed failing offer
offers offered offering support supports supported achieve attain attains attained exhibit exhibits exhibited
explore explores explored exploring formulate formulates formulated extend extends extended extending
maintain maintains maintained maintaining build builds built building? train? verify verifies verified
validate validates validated validating analyze analyzes analyzed analyse analyses analysed characterize
characterizes characterized describe describes described explain explains explained predict predicts predicted
observe observes observed argue argues argued prove proves proved proven note notes noted serve serves served
outline enjoys enjoy enjoyed achieves represents represent represented corresponds correspond adopt adopts
adopted employ employs employed solve solves solved solving tackle tackles tackled overcome overcomes overcame
mitigate mitigates mitigated alleviate alleviates alleviated facilitate facilitates facilitated encourage
encourages encouraged scale scales scaled struggle struggles struggled lack lacks lacked lag lags
""".replace("?", "").split())

# Nouns too vague to end a concept ("... approach", "... results").
VAGUE_NOUNS = set("""
approach approaches methodology framework frameworks technique techniques result results experiment experiments
performance performances work works paper papers study studies analysis analyses problem problems way ways issue
issues scenario scenarios case cases aspect aspects solution solutions strategy strategies manner fact number
numbers amount amounts set sets part parts kind kinds type types variety range ranges effect effects effectiveness
efficacy improvement improvements gain gains advantage advantages benefit benefits challenge challenges limitation
limitations drawback drawbacks baseline baselines state-of-the-art sota art state end application applications use
usage idea ideas insight insights contribution contributions evidence finding findings step steps stage stages
component components detail details literature researcher researchers practitioner practitioners practice question
questions goal goals purpose version versions form forms point points variant variants need needs lack alternative
alternatives ability abilities terms term fashion
""".split())

# Adjectives and determiners that do not start a concept ("novel ...", "existing ...").
VAGUE_STARTS = set("""
novel new existing previous prior recent current proposed various several different multiple many numerous
diverse significant substantial superior competitive effective efficient simple strong better best good key main
major important crucial critical fundamental general specific particular additional further extensive
comprehensive overall first second third two three four five six ten dozens remarkable promising powerful
scalable practical empirical theoretical widespread popular standard traditional conventional typical common
unique respective possible potential underlying certain whole entire exact correct available public publicly
open-source wide broad lightweight consistent comparable leading favorable satisfactory desired desirable
unprecedented challenging difficult hard easy notable noteworthy vanilla naive simple improved enhanced
resulting corresponding respective given such same other another each every both various larger smaller higher
lower better worse faster slower stronger weaker greater fewer more most less least recently mild slow fast
stable unstable rapid achieving avoiding using providing enabling making leading allowing including showing
requiring improving reducing yielding leveraging maintaining capturing combining exploiting incorporating
addressing performing outperforming considering resulting ensuring following extract synthesize adds behave
discarding estimate little rising involving
""".split())

VAGUE_WORDS = VAGUE_NOUNS | VAGUE_STARTS

# Words that start sentences in Title case without being names.
SECTION_WORDS = set("""
Existing Specifically Experiments Experimental Extensive Empirically Empirical Moreover Furthermore Additionally
However Finally Therefore Thus Overall Notably Importantly Interestingly Recently Recent Previous Prior Current
Unlike Despite Although While Inspired Motivated Building Based Given Using Our We This These Those That The
In On For To With Without By From Through Across Among Under Over Into Toward Towards Since Because When Where
Then First Second Third Lastly Next Here There It Its Their They Such Each Every Both Many Most Some Several
Different Various Numerous Multiple Results Code Project Codes Data Datasets Benchmarks Evaluation Evaluations
Analysis Theoretically Theoretical Further Extensive Comprehensive Consequently Accordingly Crucially Beyond
As At An A Also All And Any But Or Nor So Yet If Once Besides Whereas Hence Indeed Meanwhile Instead Still
Ablation Ablations Our Abstract Background Conclusion Conclusions Methods Method Approach Note Although
Traditional Conventional Standard Classical Modern Large Small Deep Novel New Simple Key Main
""".split())

# Proper nouns that are not research entities.
NON_ENTITY_PROPER = set("""
English Chinese Japanese Korean German French Spanish Italian Russian Arabic Hindi Portuguese Dutch Turkish
Czech Polish Romanian Finnish Swedish Danish Norwegian Hungarian Ukrainian Estonian Latvian Lithuanian
Bulgarian Croatian Serbian Slovak Slovenian Catalan Basque Tamil Telugu Marathi Nepali Sinhala Gujarati Punjabi
Malay Filipino Tagalog Yoruba Igbo Hausa Amharic Zulu Xhosa Icelandic Irish Welsh Mandarin Cantonese
Vietnamese Thai Indonesian Persian Greek Latin Hebrew Swahili Bengali Urdu European African Asian American
Afrikaans Albanian Armenian Assamese Azerbaijani Belarusian Bosnian Burmese Cebuano Esperanto Faroese Galician Georgian
Haitian Hawaiian Javanese Kannada Kazakh Khmer Kinyarwanda Kurdish Kyrgyz Luxembourgish Macedonian Malagasy Malayalam
Maltese Maori Mongolian Odia Oriya Pashto Quechua Sanskrit Sindhi Somali Sundanese Tajik Tatar Tibetan Tigrinya Turkmen
Uyghur Uzbek Wolof Yiddish Guarani Aymara Inuktitut Lingala Luganda Oromo Shona Tswana Devanagari Cyrillic Hangul
Europe Africa Asia America Australia Canada China Japan Korea India Germany France Italy Spain Brazil Russia UK
USA US Earth Internet Web Google Microsoft Meta Facebook Amazon Apple OpenAI Anthropic DeepMind NVIDIA Nvidia
Intel IBM Baidu Alibaba Tencent Huawei Twitter Reddit YouTube GitHub Hugging Face HuggingFace Python PyTorch
TensorFlow JAX Linux Windows Android iOS January February March April May June July August September
October November December Monday Tuesday Wednesday Thursday Friday Saturday Sunday Mr Mrs Dr Prof Inc Ltd Co Proceedings
Afghan Algerian Argentine Argentinian Australian Austrian Bangladeshi Belgian Bolivian Brazilian British Cambodian
Cameroonian Canadian Chilean Colombian Congolese Cuban Cypriot Ecuadorian Egyptian Emirati Eritrean Ethiopian Ghanaian
Guatemalan Honduran Indian Iranian Iraqi Israeli Ivorian Jamaican Jordanian Kenyan Kuwaiti Lebanese Liberian Libyan
Malawian Malaysian Malian Mexican Moldovan Moroccan Mozambican Namibian Nepalese Nigerian Omani Pakistani Palestinian
Panamanian Paraguayan Peruvian Qatari Rwandan Salvadoran Saudi Scottish Senegalese Singaporean Sudanese Swiss Syrian
Taiwanese Tanzanian Tunisian Ugandan Uruguayan Venezuelan Yemeni Zambian Zimbabwean Buddhist Muslim Hindu Jewish
Islamic Catholic Protestant Sikh Confucian Arab Hispanic Nordic Scandinavian
NeurIPS ICML ICLR CVPR ICCV ECCV ACL EMNLP NAACL AAAI IJCAI KDD WWW SIGIR COLT AISTATS UAI CoRL ICRA IROS RSS
WACV COLING COLM NIPS ICPR ICDM ECML BMVC ACCV MICCAI ICASSP ICIP WSDM CIKM RecSys ICDE VLDB SIGMOD AAMAS
ICAPS JMLR TPAMI IJCV ISMIR Interspeech INTERSPEECH SIGGRAPH arXiv ArXiv STOC ITCS ACML ISRR EACL AACL
IJCNLP LREC TACL ECAI IJCNN ICONIP UIST CSCW ICME 3DV ISIT
Instagram eBay Pinterest Snapchat WhatsApp WeChat Tumblr Airbnb TikTok LinkedIn Spotify Uber Bing MATLAB Matlab
Blender Excel Torchvision torchvision Scikit-Learn Scikit-learn scikit-learn Sklearn sklearn Keras NumPy Numpy SciPy
Scipy Pandas OpenCV CUDA cuDNN Xeon FP32 FP16 FP8 BF16 INT8 INT4 HIV AIDS
Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov Dec Wikipedia? Section Appendix Table Figure Fig Eq Theorem Lemma Corollary
Proposition Definition Algorithm GPU GPUs CPU CPUs TPU TPUs RAM API APIs URL PDF HTML JSON SQL? AI ML NLP CV
SOTA SOTAs RGB RGB-D RGBD COVID COVID-19 Covid-19 IoT GitHub Github IR NIR LiDAR LIDAR GPS IMU EEG ECG EMG MRI fMRI CT PET DNA RNA USD EU FPS FLOPs FLOP ID IDs OOD IID
SARS-CoV-2 NASA JPL ESA JAXA DLR ISO FPGA VLSI MEMS CMOS LED RFID UWB GNSS WiFi Wi-Fi Bluetooth PZT PhD
Ethernet RADAR mmWave XML JavaScript OpenGL Simulink Caffe Gurobi CPLEX UML CITATION
R&D Q&A H&E M&A O&M Alice Bob UN WHO NIH NSF DARPA OECD UNESCO UNICEF IMF NATO FDA CDC NOAA USGS IEEE ACM PayPal Telegram Discord
LGBT LGBTQ LGBTQ+ LGBTQIA+
""".replace("?", "").split())

# Services and tools a study uses that the annotation guidelines make neither methods nor benchmarks (name keys).
NON_ENTITY_NAME_KEYS = {"amazonmechanicalturk", "mechanicalturk", "mturk", "prolific", "googlescholar", "googletranslate"}

# Heads that make a multi-word name an organisation: its last word ('German Aerospace Center', 'Waseda
# University') or its first before 'of' or 'for' ('University of Minnesota', 'Ministry of Economy').
ORGANISATION_HEADS = set("""
Center Centre Institute University Laboratory Laboratories Agency Foundation Corporation Company Inc GmbH Ltd
Administration Ministry Council Organization Organisation Hospital College School Academy Museum Army Navy
Nations Commission Parliament
""".split())

# Last words of a multi-word name that make it a condition, a concept ('Autism Spectrum Disorders', "Parkinson's Disease").
CONDITION_HEADS = {"disorder", "disease", "syndrome", "infection", "injury", "impairment"}

# Heads that make "<Eponym> head" a named technique ("Langevin dynamics", "Pearson correlation analysis").
METHOD_HEADS = set("""
algorithm algorithms analysis attack attacks dynamics descent estimator estimators filter filters gradient
gradients loss losses method methods sampler samplers search test tests transform trick rule rules criterion
iteration iterations machine machines decomposition decompositions distance distances regression exploration step steps
index tracker sampling divergence
""".split())

# Heads of named resources.
BENCHMARK_HEADS = set("""
dataset datasets benchmark benchmarks corpus corpora suite suites environment environments leaderboard
leaderboards testbed testbeds challenge challenges collection database simulator simulators arena track
split splits games game tasks ontology ontologies repository repositories archive
""".split())

METHOD_APPOSITIVE_HEADS = set("""
framework method approach algorithm model architecture module technique strategy pipeline system paradigm
mechanism network optimizer procedure scheme agent estimator formulation family library toolkit tool policy
objective loss metric layer encoder decoder transformer representation protocol recipe solver planner
controller regularizer attack defense prompt prompting variant extension family platform engine generator
score measure solution methodology
""".split())

BENCHMARK_APPOSITIVE_HEADS = set("""
benchmark dataset corpus suite environment testbed leaderboard collection database simulator arena challenge
evaluation gym playground resource
""".split())

# Nouns ending in -al/-ic/-ive that are nouns, so may end a concept.
NOUNS_LOOKING_ADJECTIVAL = set("""
signal signals interval intervals retrieval proposal proposals arrival removal approval rival rivals manual
potential potentials tutorial animal animals individual individuals terminal terminals journal journals
material materials capital principal rational total totals trial trials denial survival reversal interval
medical chemical chemicals mechanical protocol portal portals referral renewal withdrawal disposal
topic topics logic music graphic graphics heuristic heuristics metric metrics traffic clinic clinics
mechanic mechanics arithmetic rhetoric physics dynamics statistics semantics kinematics robotics analytics
economics ethics genetics genomics optics acoustics linguistics mathematics electronics logistics
characteristic characteristics critic critics epidemic dialectic diagnostic diagnostics
objective objectives alternative alternatives initiative incentive incentives representative derivative
derivatives narrative narratives directive perspective perspectives detective executive collective
explosive sensitive primitive primitives relative relatives positive positives negative negatives native
generative? adversarial? differential? equal? local? global?
""".replace("?", "").split())
NOUNS_LOOKING_ADJECTIVAL -= {"generative", "adversarial", "differential", "equal", "local", "global"}

LY_NOUNS = set("family anomaly anomalies assembly supply monopoly reply italy poly butterfly ally rally jelly belly"
               " bully lily melody homily fly".split())

# Nouns after which a capitalised word is an adjective-like eponym, not a name (Euclidean space).
MATH_OBJECT_NOUNS = set("""
space spaces complex complexes group groups algebra algebras distribution distributions noise process processes matrix matrices
inverse inverses family families kernel kernels prior priors equation equations norm norms distance bound bounds
inequality inequalities theorem theorems lemma conjecture condition conditions property problem problems geometry
manifold manifolds measure measures mixture mixtures perturbation perturbations variable variables random field
fields chain chains operator operators function functions transform series equilibrium equilibria games game
mean extension extensions permutation permutations
policy policies class classes curve curves sampling approximation approximations setting settings regime
distance complexity dimension dimensions entropy information divergence tree trees
constant constants integral integrals continuous continuity
""".split())
