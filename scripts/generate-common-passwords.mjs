#!/usr/bin/env node
// Writes packages/domain/src/common-passwords.ts: passwords people in Brazil (and everywhere) pick
// first, composed here from words, names, clubs, keyboard walks and the suffixes people add to
// them. Nothing is downloaded. Only entries of at least 8 characters are kept (shorter ones are
// already refused by the length rule), lower-cased, because the check ignores case.
//
//   node scripts/generate-common-passwords.mjs
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MIN = 8;
const MAX = 24;

// Passwords that appear as they are.
const whole = `
12345678 123456789 1234567890 0123456789 01234567 87654321 987654321 9876543210 0987654321
11111111 00000000 22222222 88888888 99999999 12341234 12121212 11223344 1122334455 112233445566
10203040 1020304050 102030405060 13579246 147258369 159357456 123123123 123321123 123654789
741852963 963852741 789456123 147852369 12344321 1234554321 11112222 12345qwert 321654987
20102010 11111111a 123456789a 12345678a a12345678 a123456789 aa123456 aa12345678 abc12345
abcd1234 abcd12345 a1b2c3d4 a1b2c3d4e5 1a2b3c4d 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y q1w2e3r4
q1w2e3r4t5 1qaz2wsx 1qaz2wsx3edc zaq12wsx zaq1zaq1 qwertyui qwertyuiop qwerty12 qwerty123
qwerty1234 qwerty12345 qwertyu1 qwer1234 1234qwer asdf1234 1234asdf zxcv1234 asdfghjk
asdfghjkl asdfasdf qazwsxedc qweasdzxc zxcvbnm1 zxcvbnm123 zxcvbnma qweqweqwe asdasdasd
password password1 password12 password123 passw0rd p@ssw0rd p@ssword pa55word passwort
iloveyou iloveyou1 iloveyou2 princess princess1 sunshine sunshine1 football football1
baseball basketball welcome1 welcome123 trustno1 superman superman1 starwars whatever
dragon12 monkey12 letmein1 letmein123 master12 master123 computer internet michael1
jennifer jordan23 batman123 shadow12 charlie1 liverpool chelsea1 arsenal1 barcelona
realmadrid manchester 1q2w3e4r5 administrator admin123 admin1234 administrador root1234
changeme changeme1 default1 guest123 secret12 secret123 freedom1 whatever1 nothing1
senha123 senha1234 senha12345 senha123456 minhasenha minhasenha1 minhasenha123 senhasenha
suasenha novasenha novasenha1 novasenha123 senhaforte senhasegura senhadificil mudar123
mudarsenha trocar123 trocarsenha alterar123 teste123 teste1234 teste12345 testando
testando123 testeteste amorzinho amorzinho1 meuamor1 meuamor123 teamo123 teamo1234
euteamo1 euteamo123 amormeu1 amoreterno amordaminhavida minhavida minhavida1 minhavida123
jesus123 jesus1234 jesuscristo jesusteama jesuseamor jesusmeama deusefiel deuseamor
deusmeama deuseeu deusefiel1 obrigadodeus graçasadeus gracasadeus aleluia1 glória123
deuséfiel deuséamor familia1 familia123 minhafamilia felicidade felicidade1 saudade1
chocolate chocolate1 estrela1 estrelinha princesa princesa1 princesinha gatinha1 gatinho1
cachorro cachorro1 bolinha1 pipoca12 pipoca123 batata123 morango1 morango123 abacaxi1
docinho1 florzinha borboleta borboleta1 coracao1 coração1 meucoracao meuscoracoes
brasil123 brasil1234 brasil2014 brasil2022 brasileiro brasileira brasilsil eusoubrasil
flamengo flamengo1 flamengo10 flamengo123 flamengo1981 mengao123 mengaomeuamor fla123456
corinthians corinthians1 corinthians10 timao123 timaoeterno vaicorinthians palmeiras
palmeiras1 palmeiras10 palmeiras123 verdao123 saopaulo saopaulo1 saopaulo123 saopaulofc
tricolor tricolor1 fluminense fluminense1 vascodagama vasco123 vasco1898 botafogo botafogo1
cruzeiro cruzeiro1 atletico atletico1 atleticomg galo1908 gremio123 gremio1903
internacional inter1909 colorado colorado1 santosfc santos123 bahia1931 esporte1 sportrecife
fortaleza ceara123 vitoria1 coritiba athletico paranaense goias123 chapecoense cuidar123
cuidar1234 cuidar2024 cuidar2025 cuidar2026 cuidador cuidador1 cuidador123 cuidadora
cuidadora1 cuidadora123 cuidados cuidado123 idoso123 idosos123 vovo1234 vovo12345 vovozinha
vovozinho mamae123 mamae1234 mamaeepapai papai123 papai1234 meusfilhos meufilho1 minhafilha
minhamae minhamae1 meupai123 enfermagem enfermeira enfermeira1 tecnica123 hospital
saude123 saudavel remedio1 medicina1 cuidarbem bemestar1 amigos123 amizade1 escola123
trabalho trabalho1 empresa1 empresa123 internet1 computador computador1 celular1
celular123 notebook1 whatsapp whatsapp1 facebook facebook1 instagram instagram1
youtube1 google123 netflix1 microsoft abcdefgh abcdefghi abc123456 abc123abc
`;

// Words and names people build passwords from, with the endings they add.
const bases = `
senha amor amora teamo euteamo meuamor brasil deus jesus maria jose joao ana paulo pedro
lucas gabriel rafael mateus matheus felipe bruno carlos marcos daniel thiago tiago diego
gustavo leonardo rodrigo fernando ricardo eduardo vinicius guilherme henrique julia juliana
mariana fernanda camila amanda beatriz leticia larissa gabriela carolina patricia aline
bianca jessica vanessa luana rafaela isabela vitoria natalia adriana sandra claudia
antonio francisco raimundo sebastiao benedita aparecida fatima rosa rosana vera helena
flamengo fla mengo timao corinthians palmeiras verdao saopaulo spfc vasco botafogo fogao
cruzeiro galo gremio inter santos bahia sport ceara fluminense flu
familia filho filha mamae papai vovo vovo vida feliz sorte saudade estrela princesa
anjo anjinho gatinha gatinho cachorro bebe neném nenem linda lindo amigo amiga
cuidar cuidador cuidadora idoso saude casa lar
qwerty asdf abc admin teste test user usuario login acesso master
`;
const suffixes = ['1', '12', '123', '1234', '12345', '123456', '10', '2020', '2022', '2024', '2025', '2026',
  '@123', '123!', '!', 'amor'];
const doubles = ['amor', 'senha', 'teste', 'brasil', 'deus', 'jesus', 'vida', 'casa', 'asdf', 'qwer', 'abc1', 'a1b2'];

const list = new Set();
const add = (value) => {
  const password = value.normalize('NFC').toLowerCase();
  if (password.length >= MIN && password.length <= MAX) list.add(password);
};
for (const word of whole.split(/\s+/)) if (word) add(word);
for (const base of bases.split(/\s+/)) {
  if (!base) continue;
  add(base);
  for (const suffix of suffixes) add(base + suffix);
  add(base + base);
}
for (const word of doubles) add(word + word);
// Years people use (birth, marriage): "1985" is short, "01011985"-style dates are not.
for (let year = 1950; year <= 2026; year++) {
  add(`0101${year}`);
  add(`senha${year}`);
}

const sorted = [...list].sort();
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../packages/domain/src/common-passwords.ts');
const lines = [];
for (let i = 0; i < sorted.length; i += 10) lines.push(sorted.slice(i, i + 10).join(' '));
writeFileSync(
  out,
  `// Generated by scripts/generate-common-passwords.mjs — do not edit by hand.
// ${sorted.length} passwords of ${MIN}+ characters that people choose first (lower case).
export const COMMON_PASSWORDS_TEXT = \`
${lines.join('\n')}
\`;
`,
);
console.log(`${sorted.length} senhas comuns em ${path.relative(process.cwd(), out)}`);
