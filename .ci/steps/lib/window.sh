# Shared by the .ci/steps/*window*.sh drivers (sourced inside their Xvfb scripts; not a step of
# its own: .ci/run runs only .ci/steps/*.sh).
#
# wait_for_window PID: waits up to 10 s for the ForceLab window of the play process PID and sets
# `wid` to it; with no window, kills PID and fails the step.
wait_for_window() {
  wid=""
  for _ in $(seq 1 100); do
    wid=$(xdotool search --name "ForceLab" 2>/dev/null | head -1 || true)
    [ -n "$wid" ] && return 0
    sleep 0.1
  done
  echo "no ForceLab window"
  kill "$1" 2>/dev/null || true
  exit 1
}
