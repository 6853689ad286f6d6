#!/bin/sh
# The Swarm stack's certificate service (deploy/stack.yml runs it in the nginx image, one task per
# node): hands the certificate to the nginx of its node without replacing nginx's task.
#
# A Docker secret never changes, so a renewed certificate is a new pair of secrets (TLS_VERSION
# names them) and a new task of this service, never of nginx. This task checks the pair the way
# nginx loads it (`nginx -t`: both PEM, the key matching the certificate), then publishes it in
# the node's `tls` volume, which nginx mounts read-only:
#   /etc/nginx/edge-tls/<checksum>/cert.pem, key.pem   one directory per pair
#   /etc/nginx/edge-tls/live -> <checksum>             swapped in one rename, never half-written
# nginx (deploy/edge/start.sh, TLS_DIR) notices the change within 5 s and reloads gracefully.
# A pair that fails the check is never published: this task exits with the reason, the update of
# the service fails and Swarm rolls it back to the previous secrets, and nginx keeps serving the
# certificate it has (docs/OPERATIONS.md, "Renewing the certificate").
#   TLS_VERSION            which secrets these are, for the log
#   TLS_SELF_SIGNED=demo   set by the demo overlay only: without a certificate, publish the demo's
#                          self-signed one (written by the demo-certificate service) and say so
set -eu

fail() {
  echo "certificate: $*" >&2
  exit 1
}

out=/etc/nginx/edge-tls
version=${TLS_VERSION:-1}
cert=/run/secrets/tls_cert
key=/run/secrets/tls_key
# A PEM file each; anything else (the demo overlay's deploy/edge/no-certificate) is none.
pem() { [ -s "$1" ] && grep -q -- '-----BEGIN ' "$1"; }
if ! pem "$cert" || ! pem "$key"; then
  [ "${TLS_SELF_SIGNED:-}" = demo ] ||
    fail "TLS_VERSION=$version: no TLS certificate in the secrets tls_cert and tls_key (TLS_CERT_FILE and TLS_KEY_FILE must be PEM files, docs/OPERATIONS.md \"HTTPS\")"
  cert=/etc/nginx/edge-demo/cert.pem
  key=/etc/nginx/edge-demo/key.pem
  waited=0
  until [ -s "$cert" ] && [ -s "$key" ]; do
    [ "$waited" -lt 120 ] || fail "TLS_SELF_SIGNED=demo, but no self-signed certificate appeared in /etc/nginx/edge-demo"
    sleep 1
    waited=$((waited + 1))
  done
  echo "certificate: DEMO: no certificate was given, so nginx serves a self-signed one for localhost; browsers will warn. Never in production."
fi

# The check nginx itself makes when it loads a pair, on a configuration of its own.
check=$(mktemp -d)
cat >"$check/nginx.conf" <<EOF
pid $check/nginx.pid;
error_log stderr;
events {}
http { server { listen 127.0.0.1:8443 ssl; ssl_certificate $cert; ssl_certificate_key $key; } }
EOF
nginx -t -q -c "$check/nginx.conf" ||
  fail "TLS_VERSION=$version: nginx refused this certificate and key (above); nothing was published, and nginx keeps serving the certificate it has"
rm -rf "$check"

# Publish: a directory named by the pair's checksum, then the `live` link swapped to it at once.
sum=$(cat "$cert" "$key" | sha256sum | cut -c1-16)
mkdir -p "$out"
rm -rf "$out/.$sum"
mkdir "$out/.$sum"
cp "$cert" "$out/.$sum/cert.pem"
cp "$key" "$out/.$sum/key.pem"
chmod 0400 "$out/.$sum/key.pem"
if [ -d "$out/$sum" ]; then rm -rf "$out/.$sum"; else mv "$out/.$sum" "$out/$sum"; fi
ln -sfn "$sum" "$out/.live"
mv -T "$out/.live" "$out/live"
# Earlier pairs: nginx has the live one in memory, and reads only `live` when it reloads.
for old in "$out"/*; do
  [ "$old" = "$out/live" ] || [ "$old" = "$out/$sum" ] || rm -rf "$old"
done
echo "certificate: TLS_VERSION=$version published (pair $sum); nginx on this node loads it within 5 s"

# Stay up: the task is this node's copy of the current secrets, replaced when they change.
trap 'exit 0' TERM INT
while :; do
  sleep 3600 &
  wait $! || true
done
