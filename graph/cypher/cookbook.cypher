// citegraph Cypher cookbook: questions researchers ask, ready to paste into the Neo4j Browser
// or to run with `graph query "..." --param name=value`. Each entry: a `// name:` line, a
// `// params:` line with example values (JSON), then the query up to the next blank line.

// name: most-used-benchmarks
// Which benchmarks does the corpus evaluate on most?
// params: {}
MATCH (b:Benchmark)<-[r:EVALUATES_ON|INTRODUCES]-(p:Paper)
RETURN b.name AS benchmark, count(DISTINCT p) AS papers, count(CASE WHEN type(r) = 'INTRODUCES' THEN 1 END) AS introduced_by
ORDER BY papers DESC, benchmark LIMIT 25

// name: most-used-methods
// Which existing methods do papers build on or compare against most?
// params: {}
MATCH (m:Method)<-[:USES|PROPOSES]-(p:Paper)
RETURN m.name AS method, m.aliases AS aliases, count(DISTINCT p) AS papers
ORDER BY papers DESC, method LIMIT 25

// name: papers-evaluating-on
// Which papers evaluate on a given benchmark (name or alias, any case)?
// params: {"name": "CIFAR-10"}
MATCH (b:Benchmark)
WHERE toLower(b.name) = toLower($name) OR toLower($name) IN [a IN coalesce(b.aliases, []) | toLower(a)]
MATCH (p:Paper)-[r:EVALUATES_ON|INTRODUCES]->(b)
RETURN b.name AS benchmark, type(r) AS role, p.title AS paper, p.year AS year
ORDER BY year DESC, paper

// name: proposed-by-users-of
// What do papers propose when they also use a given method?
// params: {"name": "LoRA"}
MATCH (used:Method)
WHERE toLower(used.name) = toLower($name) OR toLower($name) IN [a IN coalesce(used.aliases, []) | toLower(a)]
MATCH (p:Paper)-[:USES]->(used)
MATCH (p)-[:PROPOSES]->(new:Method)
RETURN used.name AS uses, p.title AS paper, collect(new.name) AS proposes

// name: similar-papers
// Papers most similar to a given paper (title words), with what they share.
// params: {"title": "SPA-Cache"}
MATCH (p:Paper) WHERE toLower(p.title) CONTAINS toLower($title)
WITH p LIMIT 1
MATCH (p)-[s:SIMILAR_TO]-(q:Paper)
OPTIONAL MATCH (p)-[e:SHARES_ENTITY]-(q)
RETURN p.title AS paper, q.title AS similar, round(s.score, 3) AS score, coalesce(e.shared, []) AS shared
ORDER BY score DESC LIMIT 10

// name: concepts-bridging-topics
// Concepts that connect papers of different topics: the ideas that span the field.
// params: {}
MATCH (t1:Topic)<-[:IN_TOPIC]-(:Paper)-[:MENTIONS]->(c:Concept)<-[:MENTIONS]-(:Paper)-[:IN_TOPIC]->(t2:Topic)
WHERE t1.id < t2.id
RETURN c.name AS concept, count(DISTINCT t1) + count(DISTINCT t2) AS topic_links, collect(DISTINCT t1.name)[..3] AS topics
ORDER BY topic_links DESC, concept LIMIT 20

// name: shortest-path-between-papers
// How are two papers connected (through shared methods, benchmarks, concepts, similarity)?
// params: {"a": "SPA-Cache", "b": "FourTune"}
MATCH (a:Paper) WHERE toLower(a.title) CONTAINS toLower($a)
MATCH (b:Paper) WHERE toLower(b.title) CONTAINS toLower($b) AND b <> a
WITH a, b LIMIT 1
MATCH path = shortestPath((a)-[*..8]-(b))
RETURN [n IN nodes(path) | coalesce(n.title, n.name)] AS steps, [r IN relationships(path) | type(r)] AS via, length(path) AS hops

// name: full-text-search
// Full-text search over titles and abstracts (Lucene syntax: AND, OR, "phrases", wildcards*).
// params: {"q": "diffusion AND language"}
CALL db.index.fulltext.queryNodes('paper_text', $q) YIELD node, score
RETURN node.title AS paper, round(score, 2) AS score, node.source_file AS file, node.source_index AS position
ORDER BY score DESC LIMIT 20

// name: main-contributions
// What does each paper contribute (proposed methods, introduced benchmarks)?
// params: {}
MATCH (p:Paper)-[r:PROPOSES|INTRODUCES]->(x)
RETURN p.title AS paper, collect(labels(x)[0] + ': ' + x.name) AS contributions
ORDER BY size(contributions) DESC, paper LIMIT 50

// name: builds-on
// What each paper builds on (methods it uses, benchmarks it evaluates on) and, where the corpus
// holds it, the paper that proposed them (BUILDS_ON, inferred) or that it cites (CITES).
MATCH (a:Paper)-[:USES|EVALUATES_ON]->(x)
OPTIONAL MATCH (a)-[:BUILDS_ON {via: x.name}]->(b:Paper)
OPTIONAL MATCH (a)-[:CITES]->(c:Paper)-[:PROPOSES|INTRODUCES]->(x)
RETURN a.title AS paper, labels(x)[0] AS kind, x.name AS builds_on,
       collect(DISTINCT b.title) + collect(DISTINCT c.title) AS from_corpus_papers
ORDER BY size(from_corpus_papers) DESC, paper, builds_on LIMIT 50

// name: concept-co-occurrence
// Which concepts appear together in the same papers most often?
// params: {}
MATCH (c1:Concept)<-[:MENTIONS]-(p:Paper)-[:MENTIONS]->(c2:Concept)
WHERE c1.id < c2.id
RETURN c1.name AS concept, c2.name AS with_concept, count(p) AS papers
ORDER BY papers DESC, concept LIMIT 25

// name: strongest-shared-entities
// Pairs of papers sharing the rarest entities (weight = summed inverse document frequency).
// params: {}
MATCH (a:Paper)-[s:SHARES_ENTITY]-(b:Paper)
WHERE a.id < b.id
RETURN a.title AS paper, b.title AS other, round(s.weight, 2) AS weight, s.shared AS shared
ORDER BY weight DESC LIMIT 25

// name: entity-neighbourhood
// Everything around a named entity: its papers, their roles, and the concepts of those papers.
// params: {"name": "CIFAR-10"}
MATCH (e) WHERE (e:Method OR e:Benchmark OR e:Concept)
  AND (toLower(e.name) = toLower($name) OR toLower($name) IN [a IN coalesce(e.aliases, []) | toLower(a)])
MATCH (p:Paper)-[r]->(e)
OPTIONAL MATCH (p)-[:MENTIONS]->(c:Concept)
RETURN labels(e)[0] AS kind, e.name AS entity, p.title AS paper, type(r) AS role, collect(DISTINCT c.name)[..6] AS concepts

// name: topics-overview
// The topics of the corpus, their size and most-used benchmarks.
// params: {}
MATCH (t:Topic)<-[:IN_TOPIC]-(p:Paper)
OPTIONAL MATCH (p)-[:EVALUATES_ON]->(b:Benchmark)
RETURN t.name AS topic, count(DISTINCT p) AS papers, collect(DISTINCT b.name)[..5] AS benchmarks
ORDER BY papers DESC

// name: introduced-benchmarks
// Benchmarks and datasets the corpus itself introduces, and who already evaluates on them.
// params: {}
MATCH (p:Paper)-[:INTRODUCES]->(b:Benchmark)
OPTIONAL MATCH (q:Paper)-[:EVALUATES_ON]->(b) WHERE q <> p
RETURN b.name AS benchmark, p.title AS introduced_by, collect(q.title) AS evaluated_by
ORDER BY size(evaluated_by) DESC, benchmark
