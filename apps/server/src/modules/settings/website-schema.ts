/**
 * Shape of the `website` setting: the contract's field-by-field schema, so the server and the
 * admin editor refuse the same values with the same sentences.
 */
export { websiteSchema } from '@crayonbox/contract';
