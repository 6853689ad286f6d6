// CI's check that `npm start` serves the demo (.ci/run): waits for the home page, then signs in
// as a demo account through /api. Plain JavaScript, because it runs on the machine's own Node,
// which may be older than the project's (no type stripping there).
//   node scripts/ci-start-check.mjs <site url> <pid of npm start>
const [url, pidText] = process.argv.slice(2);
const pid = Number(pidText);
// The first `npm start` builds the site: allow for a slow, busy machine.
const deadline = Date.now() + 15 * 60_000;

const alive = () => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function homePage() {
  try {
    const res = await fetch(url, { headers: { accept: 'text/html' } });
    return res.status === 200 && (await res.text()).includes('<div id="root"');
  } catch {
    return false;
  }
}

while (!(await homePage())) {
  if (!alive()) {
    console.error('npm start exited before the site answered.');
    process.exit(1);
  }
  if (Date.now() > deadline) {
    console.error(`The site did not answer at ${url} within 15 minutes.`);
    process.exit(1);
  }
  await sleep(1000);
}

const login = await fetch(`${url}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: url },
  body: JSON.stringify({ email: 'verified@example.com', password: 'Passw0rd!' }),
});
const body = await login.json().catch(() => undefined);
if (login.status !== 200 || body?.account?.email !== 'verified@example.com') {
  console.error(`The demo sign-in answered ${login.status}: ${JSON.stringify(body)}`);
  process.exit(1);
}
