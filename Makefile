# TiltQuiz: `make run` plays, `make test` tests. Both install what is missing first.
SWIFT ?= swift
BUILD_FLAGS ?=

.PHONY: run test build release deb deps soak-deps lint format clean soak

run: build
	$(SWIFT) run $(BUILD_FLAGS) tiltquiz play --tilt keys

test: deps
	$(SWIFT) build $(BUILD_FLAGS) --build-tests
	scripts/with-scratch-folder.sh $(SWIFT) test $(BUILD_FLAGS) --skip-build
	$(MAKE) --no-print-directory lint

# The full soak (docs/reliability.md): 200 power cuts, 1,000 broken files per importer, 2 h of play; the voice commands' long sweep
# and its voices of other synthesisers, flite's and Festival's, installed for the soak alone (docs/performance.md).
soak: soak-deps
	$(SWIFT) build $(BUILD_FLAGS) --build-tests
	TILTQUIZ_SOAK=full scripts/with-scratch-folder.sh $(SWIFT) test $(BUILD_FLAGS) --skip-build \
		--filter 'PowerCutTests|MalformedImportTests|MalformedPackTests|MalformedTraceTests|SensorFaultTests|SensorFaultGameTests|LongRunTests|FleetHallTests|VoiceRecognizerTests|OtherSynthesizerVoiceTests'

build: deps
	$(SWIFT) build $(BUILD_FLAGS)

# As the .deb ships it (what the benchmarks measure): the Swift runtime, Foundation and Dispatch
# linked in, the code a session runs placed together (scripts/release-build.sh says how).
release: deps
	scripts/release-build.sh $(BUILD_FLAGS)

# dist/tiltquiz_<version>_<arch>.deb: release binary, assets, units, udev rule, config.
deb: deps
	scripts/build-deb.sh

deps:
	@scripts/install-deps.sh

soak-deps:
	@scripts/install-deps.sh --soak

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests

clean:
	rm -rf .build
