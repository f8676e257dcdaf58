// Where create-staff takes the password from, so that it need not be on the command line (where
// `ps` and the shell's history show it): STAFF_PASSWORD, a prompt without echo on a terminal, or
// the first line of piped stdin.

export const PASSWORD_ENV = 'STAFF_PASSWORD';

export const ARGUMENT_WARNING =
  'create-staff: warning: --password leaves the password in the shell history and in `ps` output; leave it out to be asked for it, or pass it in STAFF_PASSWORD or on stdin\n';

/** Characters typed after a finished line (typed ahead), for the next prompt. */
let typedAhead = '';

/** Reads one line from a terminal without showing what is typed. */
function promptHidden(question: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(question);
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (action: () => void) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stderr.write('\n');
      action();
    };
    /** True once the line is complete (or cancelled). */
    const consume = (text: string): boolean => {
      for (let index = 0; index < text.length; index++) {
        const character = text[index]!;
        if (character === '\r' || character === '\n' || character === '\u0004') {
          const next = index + (character === '\r' && text[index + 1] === '\n' ? 2 : 1);
          typedAhead = text.slice(next);
          finish(() => resolve(typed));
          return true;
        }
        if (character === '\u0003') {
          finish(() => reject(new Error('cancelled')));
          return true;
        }
        if (character === '\u007f' || character === '\b') typed = typed.slice(0, -1);
        else typed += character;
      }
      return false;
    };
    const onData = (chunk: Buffer) => {
      consume(chunk.toString('utf8'));
    };
    input.setRawMode(true);
    input.resume();
    input.on('data', onData);
    const ahead = typedAhead;
    typedAhead = '';
    consume(ahead);
  });
}

/** The first line of piped stdin, without its line ending (other characters are kept as typed). */
async function readFirstLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text.split(/\r?\n/, 1)[0] ?? '';
}

/**
 * The password: `--password` (with a warning on stderr), else STAFF_PASSWORD, else asked twice on
 * a terminal, else the first line of stdin. Undefined when none was given.
 */
export async function readStaffPassword(
  argument: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string | undefined> {
  if (argument !== undefined) {
    process.stderr.write(ARGUMENT_WARNING);
    return argument;
  }
  const fromEnv = env[PASSWORD_ENV];
  if (fromEnv) return fromEnv;
  if (process.stdin.isTTY) {
    const first = await promptHidden('Password for the staff account: ');
    const again = await promptHidden('The same password again: ');
    if (first !== again) throw new Error('the two passwords differ');
    return first;
  }
  const piped = await readFirstLine();
  return piped === '' ? undefined : piped;
}
