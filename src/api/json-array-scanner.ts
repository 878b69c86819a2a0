/**
 * Incremental reader of one streamed JSON array of objects (contract E46). The contract writes
 * `[`, one compact element per line separated by `,`, then `]`; this scanner reads that format
 * from chunks split anywhere (even inside a string or a multi-byte character, which the caller's
 * TextDecoder handles), and any other JSON whitespace too, emitting each element as soon as its
 * closing brace arrives. Anything that is not such an array throws a JsonArrayStreamError, and so
 * does `end()` before the closing `]` (a truncated stream).
 */
export class JsonArrayStreamError extends Error {
  override name = 'JsonArrayStreamError';
}

export interface JsonArrayScanner {
  /** Feeds more text; calls onElement for every element completed by it. */
  push(text: string): void;
  /** The stream ended: throws unless the array was closed. */
  end(): void;
}

type State = 'before' | 'between' | 'element' | 'after';

export function createJsonArrayScanner(onElement: (element: unknown) => void): JsonArrayScanner {
  let state: State = 'before';
  let hasPrevious = false; // an element since `[` or the last `,`
  let needsElement = false; // just after a `,`
  let depth = 0;
  let inString = false;
  let escaped = false;
  let pending = ''; // text of the element being read, from earlier chunks

  const fail = (why: string): never => {
    throw new JsonArrayStreamError(why);
  };
  const isSpace = (ch: string) => ch === ' ' || ch === '\n' || ch === '\r' || ch === '\t';

  function push(text: string): void {
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      const ch = text.charAt(i);
      if (state === 'element') {
        if (inString) {
          if (escaped) escaped = false;
          else if (ch === '\\') escaped = true;
          else if (ch === '"') inString = false;
        } else if (ch === '"') inString = true;
        else if (ch === '{' || ch === '[') depth++;
        else if (ch === '}' || ch === ']') {
          depth--;
          if (depth === 0) {
            const source = pending + text.slice(start, i + 1);
            pending = '';
            let element: unknown;
            try {
              element = JSON.parse(source);
            } catch {
              fail('an element is not valid JSON');
            }
            state = 'between';
            hasPrevious = true;
            needsElement = false;
            onElement(element);
          }
        }
        continue;
      }
      if (isSpace(ch)) continue;
      if (state === 'before') {
        if (ch !== '[') fail('the stream does not start with [');
        state = 'between';
      } else if (state === 'after') {
        fail('content after the closing ]');
      } else if (ch === ',') {
        if (!hasPrevious) fail('a comma without an element before it');
        hasPrevious = false;
        needsElement = true;
      } else if (ch === ']') {
        if (needsElement) fail('a comma before the closing ]');
        state = 'after';
      } else if (ch === '{') {
        if (hasPrevious) fail('elements not separated by a comma');
        state = 'element';
        depth = 1;
        start = i;
      } else {
        fail(`unexpected character ${JSON.stringify(ch)} between elements`);
      }
    }
    if (state === 'element') pending += text.slice(start);
  }

  return {
    push,
    end() {
      if (state !== 'after') fail('the stream ended before the closing ]');
    },
  };
}
