/** Id of the element around the landing page's contact form: the static page hydrates only that. */
export const CONTACT_FORM_ISLAND_ID = 'contact-form-island';
