/**
 * Reads one line from the terminal without echoing it (passwords). Raw mode, so each key arrives as typed:
 * Enter ends the line, Backspace removes a character, Ctrl+C or Ctrl+D cancels (rejects). null = no terminal.
 */
export function readHiddenLine(prompt: string): Promise<string | null> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY) return Promise.resolve(null);
  stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (result: string | null) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
      if (result === null) reject(new Error('cancelled'));
      else resolve(result);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish(value);
        if (char === '\u0003' || char === '\u0004') return finish(null);
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else if (char >= ' ') value += char;
      }
    };
    stdin.on('data', onData);
  });
}
