# citegraph: the two commands of the README.
#   make demo   install, start a local Neo4j when Java and Maven are there, build the seed graph
#   make test   install, then run the whole test suite (starts Neo4j itself)
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: demo test install neo4j-start neo4j-stop clean bench-quality

$(STAMP): pyproject.toml setup.py $(wildcard graph/*.py)
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[test]"
	touch $(STAMP)

install: $(STAMP)

demo: install
	-$(BIN)/graph neo4j start
	$(BIN)/graph build seeds/ --out out
	@echo "Open out/graph.html in a browser; Neo4j Browser: http://localhost:7474/browser/"

test: install
	$(BIN)/python -m pytest -ra

neo4j-start: install
	$(BIN)/graph neo4j start

neo4j-stop: install
	$(BIN)/graph neo4j stop

bench-quality: install
	$(BIN)/python benchmarks/extraction_quality.py

clean:
	rm -rf out build *.egg-info .pytest_cache test-artifacts
