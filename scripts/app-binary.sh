# Sourced by the scripts that run the app: builds it into $SCRATCH (default .build) and sets
# INSET to the binary, unless INSET already names one.
SCRATCH=${SCRATCH:-.build}
if [ -z "${INSET:-}" ]; then
    swift build --scratch-path "$SCRATCH" --product inset >/dev/null
    INSET=$SCRATCH/debug/inset
fi
