# TiltQuiz: `make run` plays, `make test` tests. Both install what is missing first.
SWIFT ?= swift
BUILD_FLAGS ?=

.PHONY: run test build release deps lint format clean

run: build
	$(SWIFT) run $(BUILD_FLAGS) tiltquiz play --tilt keys

test: deps
	$(SWIFT) build $(BUILD_FLAGS) --build-tests
	$(SWIFT) test $(BUILD_FLAGS) --skip-build
	$(MAKE) --no-print-directory lint

build: deps
	$(SWIFT) build $(BUILD_FLAGS)

release: deps
	$(SWIFT) build -c release $(BUILD_FLAGS)

deps:
	@scripts/install-deps.sh

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests

clean:
	rm -rf .build
