/** The auth module's edge, for the composition root: its GraphQL type, resolver, router and loaders. */
export { User } from './dto/user.type';
export { AuthResolver } from './auth.resolver';
export { authRouter } from './auth.rest';
export { createUserLoaders } from './auth.loaders';
