import { vi } from 'vitest';

import { callApi, type CallableRoute } from '../lib/api-client';

type RouteAnswer = (options: unknown) => unknown;

/**
 * Answers a `vi.mock`ed callApi route by route: each route's calls go to its own mock, which receives the call's
 * options ({ params, query, body, signal }); a call of any other route fails.
 */
export function answerApiCalls(answers: ReadonlyArray<readonly [CallableRoute, RouteAnswer]>): void {
  vi.mocked(callApi).mockImplementation(async (route, options) => {
    const answer = answers.find(([candidate]) => candidate === route)?.[1];
    if (!answer) throw new Error(`Unexpected API call: ${route.method} ${route.path}`);
    return await answer(options);
  });
}
