# Seven: `make dev` runs the whole product locally; `make test` runs every test.
# Both install what they need first (Python venv, npm packages, Debian chromium).

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

# One cargo target directory outside the clone, so CI and later runs reuse the build.
export CARGO_TARGET_DIR ?= $(HOME)/.cache/seven-target
export NEXT_TELEMETRY_DISABLED := 1
export CDK_DISABLE_CLI_TELEMETRY := true

VENV := .venv
PY := $(VENV)/bin/python
API_BIN := $(CARGO_TARGET_DIR)/debug/local
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
SITE_SOURCES := $(shell find frontend/src frontend/scripts -type f 2>/dev/null) frontend/next.config.ts frontend/package.json frontend/package-lock.json

.PHONY: help dev outbox test bench fuzz test-fuzz test-load wrk setup venv sam-venv node chromium api site lambdas deploy synth stage-settings \
        check-rust check-history check-docs test-rust test-rust-slow test-rust-rest test-stripe-requests test-ses-requests test-front test-infra test-e2e fmt clean sam test-sam docker-engine

help:
	@echo "make dev    run Seven locally at one URL, with demo content and logins"
	@echo "make test   run every test (Rust, front end, CDK, browser journeys)"
	@echo "make bench  measure and write docs/performance.md"
	@echo "make fuzz   schemathesis against the local API, at full count"

# ---- installing ---------------------------------------------------------------------------
setup: venv node

# SAM CLI in its own environment: its pins (boto3, click) conflict with moto's.
SAM_VENV := .venv-sam
sam-venv: $(SAM_VENV)/.installed
$(SAM_VENV)/.installed: scripts/requirements-sam.txt scripts/requirements-sam.lock
	python3 -m venv $(SAM_VENV)
	$(SAM_VENV)/bin/pip install -q --disable-pip-version-check -r scripts/requirements-sam.txt -c scripts/requirements-sam.lock
	touch $@

venv: $(VENV)/.installed
$(VENV)/.installed: scripts/requirements.txt scripts/requirements.lock
	python3 -m venv $(VENV)
	$(VENV)/bin/pip install -q --disable-pip-version-check -r scripts/requirements.txt -c scripts/requirements.lock
	touch $@

# `npm install` from the committed lockfiles, not `npm ci`: the registry this machine reaches lacks
# other platforms' optional binaries (rollup, unrs-resolver), which `npm ci` insists on listing.
# With exact pins and a lockfile, `npm install` installs the locked versions and leaves it as is.
NPM_INSTALL := npm install --no-audit --no-fund --loglevel=error
node: frontend/node_modules/.installed infra/node_modules/.installed tools/stripe-check/node_modules/.installed \
      tools/token-check/node_modules/.installed
%/node_modules/.installed: %/package-lock.json %/package.json
	cd $* && $(NPM_INSTALL)
	touch $@

chromium:
	@command -v chromium >/dev/null || { $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium >/dev/null; }

# The HTTP load generator of the load and soak runs (Debian's wrk).
wrk:
	@command -v wrk >/dev/null || { $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq wrk >/dev/null; }

# ---- building -----------------------------------------------------------------------------
api:
	cargo build -p local -p users

site: frontend/out/index.html
frontend/out/index.html: frontend/node_modules/.installed $(SITE_SOURCES)
	cd frontend && npm run build

# ---- running ------------------------------------------------------------------------------
dev: venv node api site
	$(PY) scripts/stack.py up --api-bin $(API_BIN) --ready-file .dev/ready.json

# The e-mail `make dev` has sent (moto's SES keeps every message; nothing leaves the machine).
outbox: venv
	$(PY) scripts/stack.py outbox

# `sam local start-api` over the local template, with `make dev` running (in another terminal): every
# request runs a function's debug build in a container on the host network, against make dev's
# emulators (docs/local-stack.md). Starts a Docker engine if none answers (as root), stops it after.
SAM_PORT ?= 3000
sam: venv sam-venv node docker-engine
	cargo build $(addprefix -p ,$(FUNCTION_BINS))
	$(PY) scripts/sam_local.py serve --port $(SAM_PORT)

# Debian's Docker engine, for `sam local`, unless an engine answers or is installed already.
docker-engine:
	@docker info >/dev/null 2>&1 || command -v dockerd >/dev/null || { $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq docker.io >/dev/null; }

# ---- testing ------------------------------------------------------------------------------
test: venv node chromium wrk check-history check-docs check-rust test-rust test-stripe-requests test-ses-requests test-front test-infra test-sam test-fuzz test-load test-e2e
	@echo "All tests passed."

# Every commit from f297e5b on (README, "Contributing"): a subject of at most 72 characters, then a
# blank line before any body. Older subjects are as they were written.
HISTORY_FROM := f297e5b
check-history:
	@if git rev-parse -q --verify $(HISTORY_FROM)^{commit} >/dev/null; then \
	  bad=$$(git log --format='%h%x09%s' $(HISTORY_FROM)^..HEAD | awk -F'\t' 'length($$2) > 72'; \
	    git log --format='%h%x09%B%x00' $(HISTORY_FROM)^..HEAD | awk -v RS='\0' '{ sub(/^\n+/, ""); n = split($$0, l, "\n"); if (n > 1 && l[2] != "") print l[1] }'); \
	  if [ -n "$$bad" ]; then echo "commits whose subject is over 72 characters or has no blank line after it:"; echo "$$bad"; exit 1; fi; \
	  echo "history: $$(git rev-list --count $(HISTORY_FROM)^..HEAD) commits, every subject within 72 characters"; \
	else echo "history: $(HISTORY_FROM) not in this clone, nothing to check"; fi

# Every document in docs/ listed in the README (and every function crate in its map), none over 250
# lines, and every link to a document or heading, and every docs/….md cited in the code, resolving.
check-docs:
	python3 scripts/docs_check.py

check-rust:
	cargo fmt --all -- --check
	cargo clippy --workspace --all-targets -- -D warnings

# Every request the Stripe adapter sends in the Rust tests is recorded (scripts/localstripe_server.py)
# and then checked against Stripe's own definitions of the pinned API version (tools/stripe-check);
# every SES v2 request moto receives likewise (scripts/moto_server.py), then checked against
# botocore's SES v2 model and Python's `email` package (scripts/ses_check.py, docs/email.md).
STRIPE_REQUESTS := $(CURDIR)/.stripe-requests.jsonl
SES_REQUESTS := $(CURDIR)/.ses-requests.jsonl
# Two lanes at once, each test binary with its own emulators: the two longest binaries (the
# answer-key harvest, 500 games; the authorization matrix) in one, everything else in the other,
# where those binaries' tests are left out by their exact names. Most of a test's time is the
# emulator's (one Python thread), so two lanes use both cores.
RUST_TEST_ENV := STRIPE_REQUEST_LOG=$(STRIPE_REQUESTS) SES_REQUEST_LOG=$(SES_REQUESTS)
SLOW_TESTS := an_answer_key_harvested_from_500_guest_games_does_not_beat_chance_on_template_questions \
  every_route_answers_each_kind_of_caller_as_the_matrix_says \
  staff_without_an_authenticator_app_are_refused_every_admin_route \
  a_staff_session_from_before_the_authenticator_and_its_refresh_are_refused_every_admin_route \
  leaving_the_staff_group_or_switching_the_app_off_counts_from_the_next_request
test-rust: venv
	rm -f $(STRIPE_REQUESTS) $(SES_REQUESTS)
	cargo test --workspace --no-run
	$(MAKE) --no-print-directory -j2 --output-sync=target test-rust-slow test-rust-rest

test-rust-slow:
	$(RUST_TEST_ENV) cargo test -p quiz-challenge --test harvest
	$(RUST_TEST_ENV) cargo test -p local --test authz

test-rust-rest:
	$(RUST_TEST_ENV) cargo test --workspace -- --exact $(addprefix --skip ,$(SLOW_TESTS))

test-stripe-requests: node
	node --test tools/stripe-check/
	node tools/stripe-check/check.mjs $(STRIPE_REQUESTS)

test-ses-requests: venv
	$(PY) scripts/test_ses_check.py
	$(PY) scripts/ses_check.py $(SES_REQUESTS)

test-front: node
	cd frontend && node scripts/api-types.mjs --check && npx eslint . && npx tsc --noEmit && npx vitest run

# Template assertions and cdk-nag (vitest), then the real CLI synth with real bootstrap binaries
# (this machine's x86_64 debug builds: their architecture, runtime and file modes are checked in
# the assets), cfn-lint (errors fail; warnings are shown), and SAM CLI loading the local template.
test-infra: node venv sam-venv
	cd infra && npx tsc --noEmit && npx vitest run
	cargo build $(addprefix -p ,$(FUNCTION_BINS))
	@lambda=$$(mktemp -d); site=$$(mktemp -d); echo '<!doctype html>' > $$site/index.html; \
	for fn in $(FUNCTION_BINS); do mkdir -p $$lambda/$$fn; strip -o $$lambda/$$fn/bootstrap $(CARGO_TARGET_DIR)/debug/$$fn; done; \
	infra/node_modules/.bin/cdk synth --quiet -c stage=ci -c stagesFile=$(CURDIR)/infra/test/stages.ci.json \
	  -c architecture=x86_64 -c lambdaDir=$$lambda -c siteDir=$$site >/dev/null; \
	infra/node_modules/.bin/tsx infra/bin/check-assets.ts infra/cdk.out/Seven-ci.template.json; \
	rc=0; $(VENV)/bin/cfn-lint infra/cdk.out/Seven-ci.template.json || rc=$$?; \
	if (( rc & 2 )); then echo "cfn-lint found errors"; exit 1; fi; echo "cfn-lint: 0 errors"; \
	infra/node_modules/.bin/cdk synth --quiet -c local=1 -c lambdaDir=$$lambda -c siteDir=$$site >/dev/null; \
	$(SAM_VENV)/bin/python scripts/sam_routes.py infra/cdk.out/Seven-local.template.json

# The same requests through `sam local start-api` and the local server: the same answers
# (scripts/sam_test.py); every container and an engine started here are stopped after.
test-sam: venv sam-venv node docker-engine api
	cargo build $(addprefix -p ,$(FUNCTION_BINS))
	$(PY) scripts/sam_test.py --api-bin $(API_BIN)

# schemathesis against the local API from docs/openapi.json: a few examples per operation here,
# many more in `make fuzz` (docs/reliability.md).
test-fuzz: venv api
	$(PY) scripts/fuzz.py --examples 5 --api-bin $(API_BIN)

fuzz: venv api
	$(PY) scripts/fuzz.py --examples 50 --api-bin $(API_BIN)

# The mixed student workload with wrk for a few seconds: 0 errors, memory flat (10 minutes in bench).
test-load: venv api wrk
	$(PY) scripts/load.py --seconds 10 --api-bin $(API_BIN)

# Browser journeys, and crafted ID tokens judged by AWS's verifier (aws-jwt-verify) and the API alike.
test-e2e: venv node chromium api site
	API_BIN=$(API_BIN) node --test --test-concurrency=2 frontend/e2e/ tools/token-check/

# ---- benchmarks -----------------------------------------------------------------------------
bench: venv wrk site tools/bench/node/node_modules/.installed
	cargo build --release -p users -p local -p bench
	$(PY) scripts/bench.py

# ---- the cloud ------------------------------------------------------------------------------
# `make deploy STAGE=prod` (docs/deploy.md). The stage's settings (infra/stages.json) are checked
# first: a missing value stops here, before anything is built.
STAGE ?= prod
STAGES_FILE ?= infra/stages.json
FUNCTION_BINS := $(shell sed -n 's/^ *name: "\(.*\)",$$/\1/p' infra/lib/functions.ts)
CDK_STAGE := -c stage=$(STAGE) -c stagesFile=$(abspath $(STAGES_FILE)) -c lambdaDir=$(CARGO_TARGET_DIR)/lambda

stage-settings: node
	infra/node_modules/.bin/tsx infra/bin/check-stage.ts $(STAGES_FILE) $(STAGE)

# Lambda binaries for Graviton: cargo-lambda and Zig (the cross linker) pinned in
# scripts/requirements-build.txt; the release profile unwinds (Cargo.toml), so panics are JSON 500s.
lambdas: venv
	$(VENV)/bin/pip install -q -r scripts/requirements-build.txt
	PATH=$(CURDIR)/$(VENV)/bin:$$PATH cargo lambda build --release --arm64 --output-format binary \
	  $(addprefix --bin ,$(FUNCTION_BINS))

synth: stage-settings site lambdas
	infra/node_modules/.bin/cdk synth $(CDK_STAGE)

deploy: stage-settings site lambdas
	infra/node_modules/.bin/cdk deploy $(CDK_STAGE)

fmt:
	cargo fmt --all

clean:
	rm -rf frontend/out frontend/.next infra/cdk.out .dev
