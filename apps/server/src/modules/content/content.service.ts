/**
 * What other modules may use of content: the operator's lists that product pages show (popular cities of a
 * line, the site pages a theme page quotes). Everything else in content serves its own routes.
 */
export { findPopularCities } from './popular-cities.repository.ts';
export { findSitePage } from './editorial.repository.ts';
