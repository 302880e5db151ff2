// The description HTML check: what a job description may contain, and why a given one is rejected.
export {
  ALLOWED_DESCRIPTION_TAGS,
  type AllowedDescriptionTag,
  LINK_ATTRIBUTES,
  LINK_PROTOCOLS,
  LINK_TAG,
  LINK_TARGETS,
} from './allowed-markup.ts';
export {
  checkDescriptionHtml,
  DESCRIPTION_REQUIRED_MESSAGE,
  type DescriptionProblem,
} from './check-description-html.ts';
