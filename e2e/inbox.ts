import { expect, type Page } from '@playwright/test';

import { solvedChallenge } from './altcha';

/** The fields of a request the tests send: a contact message unless `product` or `object` make it a quote. */
export interface RequestFields {
  name: string;
  entreprise?: string;
  email?: string;
  phonenumber?: string;
  object?: string;
  product?: number;
  message: string;
  attachments?: { name: string; type?: string; data: string }[];
}

/**
 * Stores a request as a visitor would send it, through `POST /api/contact` (the e2e server's database is its own:
 * nothing else may open it), with the proof-of-work solved as an API client solves it (./altcha.ts).
 */
export async function sendRequest(page: Page, fields: RequestFields, language = 'en') {
  const response = await page.request.post('/api/contact', {
    data: { phonenumber: '021 555 01 23', ...fields, altcha: await solvedChallenge(page.request) },
    headers: { 'accept-language': language },
  });
  expect(response.status()).toBe(204);
}
