import type { GraphQLError, GraphQLFormattedError } from 'graphql';

/**
 * Rewrites graphql-js validation messages into the wording GitLab's graphql-ruby uses for the common cases
 * (unknown field, unknown argument, missing required argument); other messages pass through unchanged.
 */
export function toGitlabError(error: GraphQLError): GraphQLFormattedError {
  const formatted = error.toJSON();
  const message = error.message;
  let match = /^Cannot query field "([^"]+)" on type "([^"]+)"\./.exec(message);
  if (match) {
    const [, fieldName, typeName] = match;
    return {
      ...formatted,
      message: `Field '${fieldName}' doesn't exist on type '${typeName}'`,
      extensions: { code: 'undefinedField', typeName, fieldName },
    };
  }
  match = /^Unknown argument "([^"]+)" on field "([^".]+)\.([^"]+)"\./.exec(message);
  if (match) {
    const [, argumentName, , name] = match;
    return {
      ...formatted,
      message: `Field '${name}' doesn't accept argument '${argumentName}'`,
      extensions: { code: 'argumentNotAccepted', name, typeName: 'Field', argumentName },
    };
  }
  match = /^Field "([^"]+)" argument "([^"]+)" of type "[^"]+" is required, but it was not provided\./.exec(message);
  if (match) {
    const [, name, argument] = match;
    return {
      ...formatted,
      message: `Field '${name}' is missing required arguments: ${argument}`,
      extensions: { code: 'missingRequiredArguments', className: 'Field', name, arguments: argument },
    };
  }
  return formatted;
}
