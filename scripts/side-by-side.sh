# Sourced by scripts/test.sh and .ci/run. The machines have two cores (CI's too): two commands that each leave a core
# mostly idle (single-threaded lint and type-check, or test runs that mostly wait on a local stack) run side by side.

# side_by_side LABEL_A COMMAND_A LABEL_B COMMAND_B: runs both at once; B's output streams, A's is printed when both
# have ended (so the two never interleave). Fails when either failed, after printing both; a failed B's last lines are
# printed again at the very end, where a CI log's tail shows them.
side_by_side() {
  local a_label=$1 a_command=$2 b_label=$3 b_command=$4
  local a_log b_log a_pid a_status=0 b_status=0
  a_log=$(mktemp)
  b_log=$(mktemp)
  bash -c "$a_command" >"$a_log" 2>&1 &
  a_pid=$!
  printf -- '--- %s (output below when it ends) and %s, side by side\n' "$a_label" "$b_label"
  bash -c "set -o pipefail; { $b_command; } 2>&1 | tee '$b_log'" || b_status=$?
  wait "$a_pid" || a_status=$?
  printf -- '\n--- %s\n' "$a_label"
  cat "$a_log"
  rm -f "$a_log"
  if [ "$b_status" -ne 0 ]; then
    printf -- '\n--- %s failed; its last 150 lines again:\n' "$b_label"
    tail -n 150 "$b_log"
  fi
  rm -f "$b_log"
  printf -- '--- %s: exit %s; %s: exit %s\n' "$a_label" "$a_status" "$b_label" "$b_status"
  [ "$a_status" -eq 0 ] && [ "$b_status" -eq 0 ]
}
