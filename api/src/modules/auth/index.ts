/** The auth module's public surface: other modules and the composition root import only this file. */
export { User } from './dto/user.type';
export { AuthService, type UserRecord } from './auth.service';
export { createTokenIssuer, type TokenIssuer } from './tokens';
export { AuthResolver } from './auth.resolver';
export { authRouter } from './auth.rest';
export { createUserLoaders } from './auth.loaders';
