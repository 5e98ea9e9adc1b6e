// `npm run dev`: the API with reload on change (port 3000) and the React Router dev server with
// hot module replacement (port 5173, forwarding /api and /media to the API). Open port 5173.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const processes = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    // Shoppers' pages come from the dev server, so that is the origin the API's cookie-signed
    // writes must come from (decision 031) and the address of the links it makes.
    env: {
      PUBLIC_URL: 'http://localhost:5173',
      ...process.env,
      SERVE_WEB: 'false',
      NODE_ENV: 'development',
    },
  }),
  spawn('npm', ['run', 'dev', '-w', '@kyanma/web'], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  }),
]
console.log('Open http://localhost:5173 (the API answers on http://localhost:3000/api).')
const stopAll = (signal) => {
  for (const child of processes) child.kill(signal)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal))
for (const child of processes)
  child.on('exit', (code) => {
    stopAll('SIGTERM')
    process.exit(code ?? 0)
  })
