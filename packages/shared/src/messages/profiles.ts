// Ours: profiles — what each user of a transport company may do (issue 27 §3).

export const PROFILE_MESSAGES = {
  profilesTitle: 'Perfiles',
  profileForbidden:
    'Su perfil no le permite realizar esta acción. Pida a un administrador de su empresa que lo cambie.',
  profileNotFound: 'El perfil no existe en su empresa.',
  profileNameTaken: 'Ya existe un perfil con ese nombre en su empresa.',
  profileNameRequired: 'Escriba el nombre del perfil (hasta 60 caracteres).',
  profileAdminFixed: 'El perfil Administrador conserva todos los permisos y su nombre.',
  profileSeededName: 'Los perfiles iniciales conservan su nombre; cree uno nuevo con el nombre que necesite.',
  profileLastAdministrator:
    'La empresa debe conservar al menos un usuario activo con el perfil Administrador: asigne ese perfil a otro usuario antes de cambiar este.',
  profileUserNotFound: 'El usuario no pertenece a su empresa.',
  profileSaved: 'Perfil guardado.',
  profileAssigned: 'Perfil asignado.',
  profileChangedConcurrently: 'Otro usuario cambió este perfil al mismo tiempo. Recargue e intente de nuevo.',
} as const;
