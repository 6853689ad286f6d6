/** The Node the server's dependencies need (package.json `engines`), and what to say on an older one. */
export const REQUIRED_NODE_MAJOR = 24;

export function nodeVersionProblem(version: string): string | undefined {
  const major = Number(version.replace(/^v/, '').split('.')[0]);
  if (major >= REQUIRED_NODE_MAJOR) return undefined;
  return (
    `This server needs Node ${REQUIRED_NODE_MAJOR} or newer and this is Node ${version}: install Node ${REQUIRED_NODE_MAJOR} ` +
    `(\`nvm install ${REQUIRED_NODE_MAJOR}\`) or start it with \`npm run serve\`, which fetches Node ${REQUIRED_NODE_MAJOR} itself.`
  );
}
