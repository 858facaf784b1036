/** The request form's texts in French, for the forms' component tests. */
import type { RequestFormLabels } from './RequestForm.client';

export const labels: RequestFormLabels = {
  fields: {
    name: 'Nom',
    entreprise: 'Entreprise',
    email: 'E-mail',
    phonenumber: 'Téléphone',
    object: 'Objet',
    message: 'Message',
    product: 'Machine',
  },
  errors: {
    required: 'Veuillez remplir ce champ.',
    tooLong: 'Ce texte est trop long.',
    email: 'Veuillez saisir une adresse e-mail valide.',
    phone: 'Veuillez saisir un numéro de téléphone valide.',
    product: 'Veuillez choisir une machine.',
    invalid: 'Veuillez vérifier ce champ.',
    fileEmpty: 'L’un des fichiers est vide.',
    fileType: 'L’un des fichiers n’est pas un fichier accepté.',
    filesTooMany: 'Vous pouvez envoyer 5 fichiers au plus.',
    filesTooLarge: 'Les fichiers dépassent 20 Mo au total.',
  },
  attachments: { label: 'Plans ou photos (facultatif)', hint: 'Jusqu’à 5 fichiers, 20 Mo au total.' },
  productHint: 'Tapez un nom pour choisir une autre machine.',
  requiredNote: 'Tous les champs sont obligatoires.',
  optionalNote: 'Les champs facultatifs peuvent rester vides.',
  optional: 'facultatif',
  send: 'Envoyer',
  sending: 'Envoi en cours…',
  sent: 'Merci, votre message a bien été envoyé.',
  failures: {
    unexpected: 'Votre message n’a pas pu être envoyé.',
    rateLimited: 'Trop de messages.',
    challenge: 'Notre contrôle automatique contre le spam n’a pas abouti.',
    uncheckedLimited: 'Sans JavaScript, seuls quelques messages par heure.',
  },
  privacy: { text: 'Protection des données', href: '/fr/confidentialite' },
};
