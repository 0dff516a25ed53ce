import type { paperwork as english } from '../en/paperwork';

/** docs/languages.md#messages: the French twin of the English paperwork texts. */
export const paperwork: typeof english = {
  kinds: {
    passportCopy: 'Copie du passeport',
    huntingRegister: 'Registre de chasse',
    huntingLicence: 'Permis de chasse',
    topsPermit: 'Permis TOPS',
    citesExportPermit: 'Permis d’exportation CITES',
    citesImportPermit: 'Permis d’importation CITES',
    veterinaryCertificate: 'Certificat vétérinaire',
    exportPermit: 'Permis d’exportation',
    invoice: 'Facture',
    other: 'Autre',
  },
  because: {
    everyExport: 'toute exportation',
    citesIorII:
      '%{names} figure à l’annexe I ou II de la CITES |||| %{names} figurent à l’annexe I ou II de la CITES',
    citesI:
      '%{names} figure à l’annexe I de la CITES |||| %{names} figurent à l’annexe I de la CITES',
    tops: '%{names} est listé TOPS |||| %{names} sont listés TOPS',
  },
  warnings: {
    holder: '%{title} : le titulaire « %{holder} » n’est pas le client « %{client} »',
    passport: '%{title} : le passeport %{passport} n’est pas celui du client (%{clientPassport})',
    uncoveredTags:
      'Aucun permis ne couvre le numéro de bague %{tags} |||| Aucun permis ne couvre les numéros de bague %{tags}',
  },
  missing: 'Les documents d’exportation sont incomplets ; il manque : %{kinds}',
};
