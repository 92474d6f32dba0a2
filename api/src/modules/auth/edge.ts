/** The auth module's edge, for the composition root: its GraphQL type, resolver, router and loaders. */
export { User } from './dto/user.type';
export { AuthResolver } from './auth.resolver';
export { authRouter } from './auth.rest';
export { PasswordResetResolver } from './password-reset.resolver';
export { passwordResetRouter } from './password-reset.rest';
export { MembersResolver } from './members.resolver';
export { membersRouter } from './members.rest';
export { createUserLoaders } from './auth.loaders';
