/**
 * What a running `npm run stack` tells the tools that work with it (`npm run bench:stack`, the stack's test):
 * where its front and its instances are, which processes they are, where nginx keeps its files. Written into the
 * stack's folder while it runs, removed when it stops.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface StackInstance {
  port: number;
  pid: number;
}

export interface StackState {
  /** The front's address, such as http://127.0.0.1:8080. */
  url: string;
  /** The `npm run stack` process itself. */
  pid: number;
  nginx: { pid: number; prefix: string; config: string };
  instances: StackInstance[];
  admin: { username: string; password: string };
}

const root = path.resolve(import.meta.dirname, '../..');

/** The stack's folder: its session secret, its administrator's password, its media files, this state. */
export function stackDir(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env.STACK_DIR || path.join(root, '.stack'));
}

export const stateFile = (dir: string) => path.join(dir, 'stack.json');

export function writeStackState(dir: string, state: StackState): void {
  const file = stateFile(dir);
  fs.writeFileSync(`${file}.partial`, JSON.stringify(state, null, 2), { mode: 0o600 });
  fs.renameSync(`${file}.partial`, file);
}

/** The state of the stack running from `dir`, or an error that says how to start one. */
export function readStackState(dir: string = stackDir()): StackState {
  let state: StackState;
  try {
    state = JSON.parse(fs.readFileSync(stateFile(dir), 'utf8')) as StackState;
  } catch {
    throw new Error(`No stack is running from ${dir}: start one with \`npm run stack\` first.`);
  }
  try {
    process.kill(state.pid, 0);
  } catch {
    throw new Error(`The stack that ran from ${dir} has stopped: start it again with \`npm run stack\`.`);
  }
  return state;
}
