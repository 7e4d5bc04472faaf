import type { ReadStream } from "node:tty";

/**
 * What a key other than a character sends in raw mode: an escape sequence (arrows `ESC [ D`,
 * Delete `ESC [ 3 ~`, Home `ESC O H`, Alt with a key `ESC x`). Its control character was
 * dropped and the rest kept, so a press of the left arrow put "[D" unseen into the password.
 */
// eslint-disable-next-line no-control-regex -- these are the sequences it finds
const ESCAPE_SEQUENCE = /\u001b(?:\[[0-?]*[ -/]*[@-~]|O.|[^[O\u0000-\u001f])?/gsu;

/** Reads one line from a terminal without echoing it (raw mode), prompting on stderr. */
export function promptHidden(question: string, stdin: ReadStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let value: string[] = [];
    const finish = (error?: Error) => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write("\n");
      if (error) reject(error);
      else resolve(value.join(""));
    };
    const onData = (chunk: string) => {
      for (const char of chunk.replace(ESCAPE_SEQUENCE, "")) {
        if (char === "\r" || char === "\n") return finish();
        if (char === "\u0003" || (char === "\u0004" && value.length === 0))
          return finish(new Error("Cancelled"));
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else if (char >= " ") value.push(char);
      }
    };
    process.stderr.write(question);
    stdin.setRawMode(true);
    stdin.setEncoding("utf8");
    stdin.on("data", onData);
    stdin.resume();
  });
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = "";
  stream.setEncoding("utf8");
  for await (const chunk of stream) text += chunk as string;
  return text;
}

/**
 * A new password: asked twice without echo on a terminal, or the first line of standard
 * input when it is piped (`printf '%s\n' "$PASSWORD" | npm run admin -- create alice`).
 */
export async function readNewPassword(): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) return (await readAll(stdin)).split(/\r?\n/)[0] ?? "";
  const tty = stdin as ReadStream;
  const first = await promptHidden("New password (at least 12 characters): ", tty);
  const second = await promptHidden("Repeat the password: ", tty);
  if (first !== second) throw new Error("The two passwords differ");
  return first;
}
