// Where the sample dealer network stands: one line per place, "city|region|postal code|kinds|area code"
// and, where GeoNames spells the city otherwise, "|GeoNames name".
// Kinds: R = recommended store, E = Earthmover service location (RE: both, two listings). Coordinates are
// not written here: the seed takes them from the gazetteer (the GeoNames city; a US town it lacks, its
// ZIP's centroid), so every dealer stands in the city its address names. Phone numbers are fictional
// (555-01xx in North America). Houston's suburbs form a dense cluster on purpose: one search pages.

export const LOCATIONS: Record<string, string> = {
  US: `
Elko|NV|89801|RE|775
Winnemucca|NV|89445|R|775
Ely|NV|89301|R|775
Reno|NV|89502|RE|775
Las Vegas|NV|89101|R|702
Tucson|AZ|85701|RE|520
Phoenix|AZ|85003|R|602
Safford|AZ|85546|E|928
Kingman|AZ|86401|R|928
Flagstaff|AZ|86001|R|928
Salt Lake City|UT|84101|RE|801
Vernal|UT|84078|R|435
Gillette|WY|82716|RE|307
Casper|WY|82601|R|307
Rock Springs|WY|82901|RE|307
Billings|MT|59101|R|406
Butte|MT|59701|RE|406
Helena|MT|59601|R|406
Denver|CO|80202|R|303
Grand Junction|CO|81501|R|970
Albuquerque|NM|87102|R|505
Farmington|NM|87401|RE|505
Carlsbad|NM|88220|RE|575
Hibbing|MN|55746|RE|218
Virginia|MN|55792|R|218
Duluth|MN|55802|R|218
Minneapolis|MN|55401|R|612
Marquette|MI|49855|R|906
Pittsburgh|PA|15222|R|412
Wilkes Barre|PA|18701|R|570
Charleston|WV|25301|RE|304
Beckley|WV|25801|R|304
Lexington|KY|40507|R|859
Pikeville|KY|41501|RE|606
Birmingham|AL|35203|RE|205
Atlanta|GA|30303|R|404
Savannah|GA|31401|R|912
Houston|TX|77002|R|713
Pasadena|TX|77506|R|713
Baytown|TX|77520|R|281
Conroe|TX|77301|R|936
Katy|TX|77494|R|281
Sugar Land|TX|77478|R|281
Humble|TX|77338|R|281
Pearland|TX|77581|R|281
Tomball|TX|77375|R|281
League City|TX|77573|R|281
Spring|TX|77373|R|281
Channelview|TX|77530|R|281
La Porte|TX|77571|R|281
Odessa|TX|79761|RE|432
Midland|TX|79701|R|432
San Antonio|TX|78205|R|210
Dallas|TX|75201|R|214
El Paso|TX|79901|R|915
Amarillo|TX|79101|R|806
Bakersfield|CA|93301|R|661
Fresno|CA|93721|R|559
Sacramento|CA|95814|R|916
Ontario|CA|91761|R|909
Redding|CA|96001|R|530
Stockton|CA|95202|R|209
Spokane|WA|99201|R|509
Tacoma|WA|98402|R|253
Portland|OR|97201|R|503
Boise|ID|83702|R|208
Pocatello|ID|83201|R|208
Fairbanks|AK|99701|RE|907
Anchorage|AK|99501|R|907
Juneau|AK|99801|E|907
Evansville|IN|47708|R|812
Peoria|IL|61602|R|309
Saint Louis|MO|63101|R|314|St. Louis
Kansas City|MO|64105|R|816
Tulsa|OK|74103|R|918
Shreveport|LA|71101|R|318
Lakeland|FL|33801|RE|863
Jacksonville|FL|32202|R|904
Charlotte|NC|28202|R|704
Knoxville|TN|37902|R|865
Nashville|TN|37203|R|615
Columbus|OH|43215|R|614
Cleveland|OH|44113|R|216
Syracuse|NY|13202|R|315
Albany|NY|12207|R|518
Bangor|ME|04401|R|207
Rapid City|SD|57701|RE|605
Williston|ND|58801|RE|701
Omaha|NE|68102|R|402
Little Rock|AR|72201|R|501
Baltimore|MD|21202|R|410
Richmond|VA|23219|R|804`,
  CA: `
Fort McMurray|AB|T9H 3K4|RE|780
Edmonton|AB|T5J 0N3|RE|780
Calgary|AB|T2P 1J9|R|403
Grande Prairie|AB|T8V 3A8|R|780
Fort St. John|BC|V1J 4M7|R|250
Sparwood|BC|V0B 2G0|E|250
Kamloops|BC|V2C 1E7|R|250
Prince George|BC|V2L 1R9|R|250
Surrey|BC|V3T 2W1|R|604
Saskatoon|SK|S7K 1J5|RE|306
Regina|SK|S4P 3Y2|R|306
Winnipeg|MB|R3C 4T3|R|204
Thompson|MB|R8N 1M3|E|204
Thunder Bay|ON|P7B 1A1|R|807
Timmins|ON|P4N 1B3|RE|705
Greater Sudbury|ON|P3A 4R7|RE|705
Val-d'Or|QC|J9P 4P6|RE|819
Rouyn-Noranda|QC|J9X 1A1|R|819
Sept-Îles|QC|G4R 2Y3|R|418
Labrador City|NL|A2V 2K7|E|709
Yellowknife|NT|X1A 2P6|R|867
Whitehorse|YT|Y1A 2C6|R|867`,
  MX: `
Hermosillo|Sonora|83000|RE|662
Cananea|Sonora|84620|E|645
Caborca|Sonora|83600|E|637|Heroica Caborca
Chihuahua|Chihuahua|31000|R|614
Monterrey|Nuevo León|64000|R|81
Saltillo|Coahuila|25000|R|844
Torreón|Coahuila|27000|R|871
Zacatecas|Zacatecas|98000|RE|492
Durango|Durango|34000|R|618
San Luis Potosí|San Luis Potosí|78000|R|444
Guadalajara|Jalisco|44100|R|33
Mexico City|Ciudad de México|06000|R|55`,
  CL: `
Antofagasta|Antofagasta|1240000|RE|55
Calama|Antofagasta|1390000|RE|55
Iquique|Tarapacá|1100000|R|57
Copiapó|Atacama|1530000|RE|52
La Serena|Coquimbo|1700000|R|51
Santiago|Región Metropolitana|8320000|R|2
Rancagua|O'Higgins|2820000|RE|72
Concepción|Biobío|4030000|R|41
Puerto Montt|Los Lagos|5480000|R|65`,
  PE: `
Lima|Lima|15001|R|1
Arequipa|Arequipa|04001|RE|54
Cusco|Cusco|08002|R|84
Cajamarca|Cajamarca|06001|RE|76
Trujillo|La Libertad|13001|R|44
Moquegua|Moquegua|18001|E|53
Tacna|Tacna|23001|R|52
Huaraz|Áncash|02001|R|43`,
  BR: `
Belo Horizonte|MG|30110-000|R|31
Itabira|MG|35900-000|E|31
Congonhas|MG|36415-000|E|31
Parauapebas|PA|68515-000|RE|94
Marabá|PA|68500-000|R|94
São Paulo|SP|01001-000|R|11
Rio de Janeiro|RJ|20010-000|R|21
Vitória|ES|29010-000|R|27
Curitiba|PR|80010-000|R|41
Porto Alegre|RS|90010-000|R|51
Goiânia|GO|74003-010|R|62
Salvador|BA|40020-000|R|71`,
  AU: `
Perth|WA|6000|R|8
Kalgoorlie|WA|6430|RE|8
Port Hedland|WA|6721|RE|8
Karratha|WA|6714|R|8
Newman|WA|6753|E|8
Mackay|QLD|4740|RE|7
Emerald|QLD|4720|R|7
Moranbah|QLD|4744|E|7
Brisbane|QLD|4000|R|7
Mount Isa|QLD|4825|RE|7
Townsville|QLD|4810|R|7
Newcastle|NSW|2300|R|2
Muswellbrook|NSW|2333|E|2
Adelaide|SA|5000|R|8
Darwin|NT|0800|R|8
Melbourne|VIC|3000|R|3`,
  ZA: `
Johannesburg|Gauteng|2001|R|11
Rustenburg|North West|0299|RE|14
Witbank|Mpumalanga|1035|RE|13
Middelburg|Mpumalanga|1050|R|13
Kathu|Northern Cape|8446|E|53
Polokwane|Limpopo|0700|R|15
Lephalale|Limpopo|0555|E|14
Richards Bay|KwaZulu-Natal|3900|R|35
Durban|KwaZulu-Natal|4001|R|31
Cape Town|Western Cape|8001|R|21`,
  SE: `
Kiruna|Norrbotten|981 31|RE|980
Gällivare|Norrbotten|982 31|E|970
Luleå|Norrbotten|972 31|R|920`,
  FI: `Oulu|North Ostrobothnia|90100|R|8`,
  NO: `Mo i Rana|Nordland|8622|R|75`,
  ES: `
Huelva|Andalusia|21001|R|959
Madrid|Community of Madrid|28001|R|91`,
  PL: `Katowice|Silesia|40-001|R|32`,
  DE: `Essen|North Rhine-Westphalia|45127|R|201`,
  NL: `Rotterdam|South Holland|3011 AA|R|10`,
  GB: `
Leeds|England|LS1 4AP|R|113
Aberdeen|Scotland|AB10 1AQ|R|1224`,
  MN: `Ulaanbaatar|Ulaanbaatar|14200|RE|11|Ulan Bator`,
  ID: `
Jakarta|DKI Jakarta|10110|R|21
Balikpapan|East Kalimantan|76111|RE|542
Samarinda|East Kalimantan|75111|E|541`,
  IN: `
Dhanbad|Jharkhand|826001|RE|326
Nagpur|Maharashtra|440001|R|712
Kolkata|West Bengal|700001|R|33`,
  SG: `Singapore|Singapore|018989|R|`,
  PH: `Manila|Metro Manila|1000|R|2`,
  KZ: `Almaty|Almaty|050000|R|727`,
};
