/** The privacy policy's public route (spec 01 §2), where the routes and the login page's link point. */
export const PRIVACY_PATH = '/politica-de-privacidade';
