import { expect, type Page } from '@playwright/test';

/** The fields of a request the tests send: a contact message unless `product` or `object` make it a quote. */
export interface RequestFields {
  name: string;
  entreprise?: string;
  email?: string;
  phonenumber?: string;
  object?: string;
  product?: number;
  message: string;
}

/**
 * Stores a request as a visitor would send it, through `POST /api/contact` (the e2e server's database is its own:
 * nothing else may open it). The one place to change should sending a request need more, such as a challenge.
 */
export async function sendRequest(page: Page, fields: RequestFields, language = 'en') {
  const response = await page.request.post('/api/contact', {
    data: { phonenumber: '021 555 01 23', ...fields },
    headers: { 'accept-language': language },
  });
  expect(response.status()).toBe(204);
}
