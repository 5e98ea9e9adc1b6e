// `npm start`: build the web app if needed, then run the shop (API + server-rendered web) in one
// process. Ctrl-C and SIGTERM reach the server, which closes the database cleanly.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { ensureWebBuild } from './ensure-web-build.mjs'
import { serverNodeArgs } from './server-process.mjs'

ensureWebBuild()
const server = spawn(process.execPath, serverNodeArgs(), {
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
