/**
 * The password policy (NIST SP 800-63B): at least 12 characters, not one of the most common passwords and not
 * easily guessed (zxcvbn's score 3 or more), and no composition rules. Server-only: the dictionaries are large
 * and stay out of every client bundle; the forms check only the length before sending.
 */
import 'server-only';

import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

import { ValidationError } from '../errors';
import { minPasswordLength } from '@/schemas/password';

export { minPasswordLength };

/** Why a password is refused: the same words as the schemas' messages, which the forms translate. */
export type PasswordProblem = 'tooShort' | 'tooCommon';

/** The lowest zxcvbn score accepted (0 to 4; 3 is "safely unguessable: moderate protection from offline attacks"). */
export const minPasswordScore = 3;
/** zxcvbn's work grows with the length; what follows this many characters only makes a password stronger. */
const checkedLength = 100;

let checker: ZxcvbnFactory | undefined;
let common: Set<string> | undefined;

function zxcvbn(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return checker;
}

/** Whether `password` is in the common-password list, whatever its case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
  return common.has(password.toLowerCase());
}

/**
 * What is wrong with `password`, or null when the policy accepts it. `context` holds words a guesser would try
 * first for this account (its username).
 */
export function passwordProblem(password: string, context: string[] = []): PasswordProblem | null {
  if ([...password].length < minPasswordLength) return 'tooShort';
  if (isCommonPassword(password)) return 'tooCommon';
  const { score } = zxcvbn().check(password.slice(0, checkedLength), context);
  return score < minPasswordScore ? 'tooCommon' : null;
}

/** English, for the command line and the logs. */
export const passwordProblemText: Record<PasswordProblem, string> = {
  tooShort: `The password must be at least ${minPasswordLength} characters long.`,
  tooCommon: 'The password is too common or too easy to guess; choose a longer or less predictable one.',
};

/** Throws a ValidationError naming `field` when the policy refuses `password`. */
export function assertPasswordPolicy(password: string, context: string[] = [], field = 'password'): void {
  const problem = passwordProblem(password, context);
  if (problem) throw new ValidationError(passwordProblemText[problem], { [field]: problem });
}

/**
 * How guessable `password` is, for the strength meter of the screens where one is chosen: zxcvbn's score from 0
 * (too guessable) to 4 (very unguessable), and the policy's problem with it, if any. Computed here, on the server,
 * so that the dictionaries never reach a browser.
 */
export function passwordStrength(
  password: string,
  context: string[] = [],
): { score: 0 | 1 | 2 | 3 | 4; problem: PasswordProblem | null } {
  const { score } = zxcvbn().check(password.slice(0, checkedLength), context);
  return { score, problem: passwordProblem(password, context) };
}
