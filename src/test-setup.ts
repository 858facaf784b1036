import '@testing-library/jest-dom';

// The translation actions are imported by every form with language tabs; a component test reads them as mocks
// (jest.mocked) and says what they answer.
jest.mock('@/app/(admin)/admin/_actions/translations', () => ({
  confirmTranslationAction: jest.fn(),
  suggestTranslationsAction: jest.fn(),
}));
