import '@testing-library/jest-dom';

import { configure } from '@testing-library/react';

// `waitFor` and `findBy…` give up after one second by default: a form's resolver and action take longer than that
// when the two cores of a CI machine run Jest's workers beside other work. A real failure still fails, later.
configure({ asyncUtilTimeout: 5_000 });

// The translation actions are imported by every form with language tabs; a component test reads them as mocks
// (jest.mocked) and says what they answer.
jest.mock('@/app/(admin)/admin/_actions/translations', () => ({
  confirmTranslationAction: jest.fn(),
  suggestTranslationsAction: jest.fn(),
}));
