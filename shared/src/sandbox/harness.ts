/**
 * The JavaScript that runs inside each fresh QuickJS context before the company's code: it locks
 * the context down, then hands back the runner the host calls. It is QuickJS code in a string: it
 * cannot use anything from this process, and the company's code cannot reach this process either.
 *
 * Lock-down, in order:
 * - code generation: `eval` and `Function` are removed, and the `constructor` of every function
 *   prototype (plain, async, generator) throws, so `({}).constructor.constructor('return this')`
 *   fails with a clear EvalError instead of building code outside strict mode;
 * - `globalThis` is removed (there is no host object behind it; removing it makes the refusal
 *   explicit, as the issue asks);
 * - every global value and its `prototype` are frozen (shallow: the whole graph costs ~80 ms in
 *   QuickJS, this ~0.7 ms), so `Object.prototype.x = 1` or `Array.prototype.map = …` throw in the
 *   strict code instead of quietly changing what the runner itself relies on.
 * The runner deep-freezes the input, calls `main(input)`, settles a returned promise through the
 * host's job queue, and checks that the result is plain JSON before turning it into text.
 */
export const harnessSource = String.raw`(function () {
  'use strict';
  const { freeze, isFrozen, getOwnPropertyNames, getPrototypeOf, defineProperty } = Object;
  const { parse, stringify } = JSON;
  const isArray = Array.isArray;
  const ObjectPrototype = Object.prototype;
  const global = globalThis;

  const refuseCodeGeneration = function () {
    throw new EvalError('code generation (eval, Function) is not allowed in a logic function');
  };
  const functionPrototypes = [
    Function.prototype,
    getPrototypeOf(async function () {}),
    getPrototypeOf(function* () {}),
    getPrototypeOf(async function* () {}),
  ];
  for (const prototype of functionPrototypes) {
    defineProperty(prototype, 'constructor', { value: refuseCodeGeneration, writable: false, configurable: false });
  }
  delete global.eval;
  delete global.Function;
  delete global.globalThis;

  const freezeShallow = (value) => {
    if (value !== null && (typeof value === 'object' || typeof value === 'function') && !isFrozen(value)) freeze(value);
  };
  for (const name of getOwnPropertyNames(global)) {
    const value = global[name];
    freezeShallow(value);
    if (typeof value === 'function') freezeShallow(value.prototype);
  }
  for (const prototype of functionPrototypes) freezeShallow(prototype);
  freezeShallow(getPrototypeOf(Int8Array));
  freezeShallow(getPrototypeOf(Int8Array.prototype));
  freezeShallow(getPrototypeOf([][Symbol.iterator]()));
  freezeShallow(getPrototypeOf(getPrototypeOf([][Symbol.iterator]())));

  const freezeObjects = (key, value) => (value !== null && typeof value === 'object' ? freeze(value) : value);

  const maxDepth = 100;
  /**
   * The first thing in value that JSON cannot carry: null when all is JSON, else [what it is, and
   * the keys leading to it from the innermost out]. The path text is built only for a failure:
   * a passing walk allocates nothing per value.
   */
  const notJson = (value, depth, open) => {
    if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
    if (typeof value === 'number') return Number.isFinite(value) ? null : ['is ' + String(value) + ', not a JSON number'];
    if (typeof value === 'undefined') return ['is undefined'];
    if (typeof value === 'function') return ['is a function'];
    if (typeof value !== 'object') return ['is a ' + typeof value];
    if (depth > maxDepth) return ['is nested deeper than ' + maxDepth + ' levels'];
    if (open.has(value)) return ['refers back to itself (a cycle)'];
    if (isArray(value)) {
      open.add(value);
      for (let i = 0; i < value.length; i++) {
        const problem = notJson(value[i], depth + 1, open);
        if (problem) {
          problem.push(i);
          return problem;
        }
      }
      open.delete(value);
      return null;
    }
    const prototype = getPrototypeOf(value);
    if (prototype !== ObjectPrototype && prototype !== null) {
      const kind = (prototype && prototype.constructor && prototype.constructor.name) || 'object';
      return ['is a ' + kind + ', not a plain object or array'];
    }
    open.add(value);
    for (const key of getOwnPropertyNames(value)) {
      const problem =
        key === '__proto__' ? ['is a key JSON readers may turn into a prototype'] : notJson(value[key], depth + 1, open);
      if (problem) {
        problem.push(key);
        return problem;
      }
    }
    open.delete(value);
    return null;
  };
  const describePath = (problem) => {
    let path = '$';
    for (let i = problem.length - 1; i > 0; i--) {
      const key = problem[i];
      path += typeof key === 'number' ? '[' + key + ']' : '.' + key;
    }
    return path + ' ' + problem[0];
  };

  let input = null;
  let settled = null;
  const finish = (value, maxOutputChars) => {
    const problem = notJson(value, 0, new Set());
    if (problem) return 'output\n' + describePath(problem);
    const text = stringify(value);
    if (text.length > maxOutputChars) return 'output\nthe result is ' + text.length + ' characters of JSON, more than ' + maxOutputChars;
    return 'ok\n' + text;
  };
  const describe = (error) =>
    'error\n' +
    stringify(
      error !== null && typeof error === 'object' && typeof error.message === 'string'
        ? [String(error.name || 'Error'), error.message, String(error.stack || '')]
        : ['Error', 'threw ' + (typeof error === 'string' ? stringify(error) : String(error)), ''],
    );

  return freeze({
    /** Calls main. Answers one text: 'ok\n' + JSON, 'output\n' + why, 'error\n' + JSON [name, message, stack], 'pending' or 'nomain'. */
    /** Parses and deep-freezes the input, before the company's code and its clock. */
    load(inputJson) {
      input = parse(inputJson, freezeObjects);
      return 'loaded';
    },
    start(main, maxOutputChars) {
      if (typeof main !== 'function') return 'nomain';
      let result;
      try {
        result = main(input);
      } catch (error) {
        return describe(error);
      }
      if (result !== null && typeof result === 'object' && typeof result.then === 'function') {
        settled = null;
        Promise.resolve(result).then(
          (value) => { settled = ['value', value]; },
          (error) => { settled = ['error', error]; },
        );
        return 'pending';
      }
      return finish(result, maxOutputChars);
    },
    /** After the host ran the job queue: the promise's outcome, as start() reports one. */
    settle(maxOutputChars) {
      if (settled === null) return 'output\nmain returned a promise that never settled';
      if (settled[0] === 'error') return describe(settled[1]);
      return finish(settled[1], maxOutputChars);
    },
  });
})()`;
