<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name></name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="223"/>
        <location filename="../../tablekeeper/ui/models.py" line="152"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="154"/>
        <source>Round</source>
        <translation>Donne</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="339"/>
        <location filename="../../tablekeeper/reports/sheets.py" line="380"/>
        <location filename="../../tablekeeper/site/page_words.py" line="40"/>
        <location filename="../../tablekeeper/ui/models.py" line="156"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="158"/>
        <location filename="../../tablekeeper/errors.py" line="41"/>
        <source>Seat {number}</source>
        <translation>Place {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="349"/>
        <source>{round}-{honba}</source>
        <translation>{round}-{honba}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="54"/>
        <source>After round {round}</source>
        <translation>Après le tour {round}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="54"/>
        <source>Before the first round</source>
        <translation>Avant le premier tour</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="74"/>
        <location filename="../../tablekeeper/reports/series_sheets.py" line="46"/>
        <source>Provisional: some tables have no result yet.</source>
        <translation>Provisoire&#xa0;: certaines tables n’ont pas encore de résultat.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="79"/>
        <location filename="../../tablekeeper/reports/series_sheets.py" line="50"/>
        <location filename="../../tablekeeper/site/page_words.py" line="47"/>
        <location filename="../../tablekeeper/web/page_words.py" line="58"/>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="81"/>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="149"/>
        <location filename="../../tablekeeper/reports/series_sheets.py" line="52"/>
        <location filename="../../tablekeeper/reports/sheets.py" line="360"/>
        <location filename="../../tablekeeper/site/page_words.py" line="20"/>
        <location filename="../../tablekeeper/ui/models.py" line="237"/>
        <location filename="../../tablekeeper/web/page_words.py" line="60"/>
        <source>Place</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="82"/>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="168"/>
        <location filename="../../tablekeeper/reports/series_sheets.py" line="53"/>
        <location filename="../../tablekeeper/reports/sheets.py" line="361"/>
        <location filename="../../tablekeeper/reports/sheets.py" line="425"/>
        <location filename="../../tablekeeper/site/page_words.py" line="15"/>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="224"/>
        <location filename="../../tablekeeper/ui/models.py" line="237"/>
        <location filename="../../tablekeeper/web/page_words.py" line="61"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="83"/>
        <source>Stage</source>
        <translation>Étape</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="83"/>
        <source>Carried</source>
        <translation>Reporté</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="85"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="86"/>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="165"/>
        <location filename="../../tablekeeper/site/page_words.py" line="24"/>
        <source>Penalties</source>
        <translation>Pénalités</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="87"/>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="151"/>
        <location filename="../../tablekeeper/reports/series_sheets.py" line="56"/>
        <location filename="../../tablekeeper/site/page_words.py" line="26"/>
        <location filename="../../tablekeeper/web/page_words.py" line="63"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="88"/>
        <source>R{round}</source>
        <translation>T{round}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="127"/>
        <source>* sat out: a round sat out counts nothing.</source>
        <translation>* non joué&#xa0;: un tour non joué ne compte rien.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="129"/>
        <source>* sat out: a round sat out counts {points}.</source>
        <translation>* non joué&#xa0;: un tour non joué compte {points}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="134"/>
        <source>Stage {stage} from round {round}: the top {top}, their scores carried over.</source>
        <translation>Étape {stage} à partir du tour {round}&#xa0;: les {top} premiers, leurs scores reportés.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="136"/>
        <source>Stage {stage} from round {round}: the top {top}, their scores started again.</source>
        <translation>Étape {stage} à partir du tour {round}&#xa0;: les {top} premiers, leurs scores remis à zéro.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="147"/>
        <source>Teams</source>
        <translation>Équipes</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="150"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="167"/>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="170"/>
        <source>Reason</source>
        <translation>Motif</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="188"/>
        <source>{name} ({wind})</source>
        <translation>{name} ({wind})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="202"/>
        <source>Nobody is registered yet.</source>
        <translation>Personne n’est encore inscrit.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="209"/>
        <source>Your results, live</source>
        <translation>Vos résultats, en direct</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="212"/>
        <source>Schedule of {name} (player {number})</source>
        <translation>Programme de {name} (joueur {number})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="223"/>
        <source>Not seated</source>
        <translation>Pas placé</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="227"/>
        <source>{name} plays in your place.</source>
        <translation>{name} joue à votre place.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="230"/>
        <location filename="../../tablekeeper/site/page_words.py" line="49"/>
        <location filename="../../tablekeeper/web/page_words.py" line="64"/>
        <source>Rounds</source>
        <translation>Tours</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="171"/>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="232"/>
        <source>Round</source>
        <comment>an event&apos;s round</comment>
        <translation>Tour</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="233"/>
        <location filename="../../tablekeeper/site/page_words.py" line="51"/>
        <location filename="../../tablekeeper/web/page_words.py" line="28"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="234"/>
        <source>Wind</source>
        <translation>Vent</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="235"/>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="266"/>
        <source>No table is seated yet.</source>
        <translation>Aucune table n’est encore placée.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="305"/>
        <source>Round {round} · Table {table}</source>
        <translation>Tour {round} · Table {table}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="312"/>
        <source>{name} (player {number})</source>
        <translation>{name} (joueur {number})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="330"/>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="357"/>
        <location filename="../../tablekeeper/reports/table_cards.py" line="62"/>
        <location filename="../../tablekeeper/reports/table_cards.py" line="106"/>
        <source>{wind}: {name}</source>
        <translation>{wind}&#xa0;: {name}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="169"/>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="339"/>
        <location filename="../../tablekeeper/reports/sheets.py" line="362"/>
        <location filename="../../tablekeeper/site/page_words.py" line="21"/>
        <location filename="../../tablekeeper/ui/models.py" line="237"/>
        <location filename="../../tablekeeper/web/page_words.py" line="70"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="339"/>
        <source>+/-</source>
        <translation>+/-</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="361"/>
        <source>Final points</source>
        <translation>Points finaux</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="362"/>
        <source>Chombos</source>
        <translation>Chombos</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="364"/>
        <source>Riichi sticks left on the table</source>
        <translation>Bâtons de riichi restés sur la table</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="379"/>
        <source>Check: the three final points + {deposit} × the sticks left = {total}</source>
        <translation>Contrôle&#xa0;: les trois scores finaux + {deposit} × les bâtons restés = {total}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="380"/>
        <source>Check: the four final points + {deposit} × the sticks left = {total}</source>
        <translation>Contrôle&#xa0;: les quatre scores finaux + {deposit} × les bâtons restés = {total}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="371"/>
        <source>Sum</source>
        <translation>Somme</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="373"/>
        <source>Signatures</source>
        <translation>Signatures</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/sheets.py" line="363"/>
        <location filename="../../tablekeeper/site/page_words.py" line="22"/>
        <location filename="../../tablekeeper/ui/models.py" line="237"/>
        <source>Uma and oka</source>
        <translation>Uma et oka</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/sheets.py" line="364"/>
        <location filename="../../tablekeeper/site/page_words.py" line="23"/>
        <location filename="../../tablekeeper/ui/models.py" line="237"/>
        <source>Penalty</source>
        <translation>Pénalité</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/sheets.py" line="365"/>
        <location filename="../../tablekeeper/site/page_words.py" line="25"/>
        <location filename="../../tablekeeper/ui/models.py" line="237"/>
        <location filename="../../tablekeeper/web/page_words.py" line="71"/>
        <location filename="../../tablekeeper/web/room_state.py" line="169"/>
        <source>+/- score</source>
        <translation>Score +/-</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="83"/>
        <source>Mangan</source>
        <translation>Mangan</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="84"/>
        <source>Haneman</source>
        <translation>Haneman</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="85"/>
        <source>Baiman</source>
        <translation>Baiman</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="86"/>
        <source>Sanbaiman</source>
        <translation>Sanbaiman</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="87"/>
        <source>Counted yakuman</source>
        <translation>Kazoe yakuman</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="69"/>
        <source>Yakuman</source>
        <translation>Yakuman</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="63"/>
        <source>{han} han {fu} fu</source>
        <translation>{han} han {fu} fu</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="71"/>
        <source>Double yakuman</source>
        <translation>Double yakuman</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="73"/>
        <source>Triple yakuman</source>
        <translation>Triple yakuman</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="74"/>
        <source>{count}x yakuman</source>
        <translation>{count} yakuman</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="134"/>
        <source>Riichi</source>
        <comment>yaku</comment>
        <translation>Riichi — Main Déclarée</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="262"/>
        <source>Dora</source>
        <translation>Dora</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="263"/>
        <source>Ura dora</source>
        <translation>Ura dora</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="278"/>
        <source>{amount} all</source>
        <translation>{amount} chacun</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="128"/>
        <source>Choose the han of the hand.</source>
        <translation>Choisissez les han de la main.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="21"/>
        <source>Start points</source>
        <translation>Points de départ</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="22"/>
        <source>Return points</source>
        <translation>Points de retour</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="23"/>
        <source>Oka</source>
        <translation>Oka</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="26"/>
        <source>Equal points</source>
        <translation>Égalité de points</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="27"/>
        <source>Final score rounding</source>
        <translation>Arrondi du score final</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="28"/>
        <source>Kiriage mangan</source>
        <translation>Kiriage mangan</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="29"/>
        <source>Counted yakuman (13 han)</source>
        <translation>Kazoe yakuman (13 han)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="30"/>
        <source>Several yakuman add up</source>
        <translation>Yakuman multiples cumulés</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="31"/>
        <source>Double yakuman variants</source>
        <translation>Variantes en double yakuman</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="32"/>
        <source>Aotenjou (no limits)</source>
        <translation>Aotenjou (sans limite)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="33"/>
        <location filename="../../tablekeeper/present.py" line="264"/>
        <source>Red fives</source>
        <translation>Cinq rouges</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="34"/>
        <source>Open tanyao</source>
        <translation>Tanyao ouvert</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="35"/>
        <source>Fu of a double-wind pair</source>
        <translation>Fu d&apos;une paire de vent double</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="36"/>
        <source>Renhou</source>
        <translation>Renhou</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="37"/>
        <source>Honba on a ron</source>
        <translation>Honba sur ron</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="38"/>
        <source>Honba on a tsumo (per payer)</source>
        <translation>Honba sur pioche (par payeur)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="39"/>
        <source>Riichi stick</source>
        <translation>Mise de riichi</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="40"/>
        <source>Noten payments (total)</source>
        <translation>Paiements noten (total)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="41"/>
        <source>Riichi needs the points of a stick</source>
        <translation>Riichi seulement si on peut payer la mise</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="42"/>
        <source>The absent player&apos;s share of a tsumo</source>
        <translation>La part du joueur absent dans un tsumo</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="43"/>
        <source>North set aside as dora (kita)</source>
        <translation>Nord mis de côté comme dora (kita)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="44"/>
        <source>Several players ron</source>
        <translation>Ron multiple</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="45"/>
        <source>Honba with several winners</source>
        <translation>Honba avec plusieurs gagnants</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="46"/>
        <source>Deposits with several winners</source>
        <translation>Mises avec plusieurs gagnants</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="47"/>
        <source>Pao yakuman</source>
        <translation>Yakuman soumis au pao</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="48"/>
        <source>Honba of a pao ron paid by</source>
        <translation>Honba d&apos;un ron avec pao payés par</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="49"/>
        <source>Abortive draws</source>
        <translation>Nuls avortés</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="50"/>
        <location filename="../../tablekeeper/web/page_words.py" line="50"/>
        <source>Nagashi mangan</source>
        <translation>Nagashi mangan</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="51"/>
        <source>Rounds (1 east only, 2 east-south)</source>
        <translation>Tours (1&#xa0;: Est seul, 2&#xa0;: Est-Sud)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="52"/>
        <source>Play on until someone has</source>
        <translation>Prolonger jusqu&apos;à ce qu&apos;un joueur ait</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="53"/>
        <source>Below zero ends the game</source>
        <translation>Sous zéro, la partie s&apos;arrête</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="54"/>
        <source>Agari yame</source>
        <translation>Agari yame</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="55"/>
        <source>Tenpai yame</source>
        <translation>Tenpai yame</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="56"/>
        <source>Chombo penalty</source>
        <translation>Pénalité de chombo</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="57"/>
        <source>Chombo penalty at the end (points)</source>
        <translation>Pénalité de chombo en fin de partie (points)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="58"/>
        <source>Deposits left at the end</source>
        <translation>Mises restantes en fin de partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="59"/>
        <source>Time limit of an event&apos;s round (minutes)</source>
        <translation>Durée d’un tour de tournoi (minutes)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="60"/>
        <source>When time is called</source>
        <translation>Quand le temps est écoulé</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="67"/>
        <source>shared places</source>
        <translation>rangs partagés</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="68"/>
        <source>seat order decides</source>
        <translation>l&apos;ordre des places départage</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="69"/>
        <source>exact</source>
        <translation>exact</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="70"/>
        <source>rounded to 1,000</source>
        <translation>arrondi à 1 000</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="71"/>
        <source>all winners are paid</source>
        <translation>tous les gagnants sont payés</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="72"/>
        <source>double ron paid, triple ron a draw</source>
        <translation>double ron payé, triple ron nul</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="73"/>
        <source>only the nearest winner</source>
        <translation>seul le gagnant le plus proche</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="74"/>
        <source>each winner</source>
        <translation>chaque gagnant</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="75"/>
        <source>own stick back, the rest to the nearest</source>
        <translation>chacun reprend sa mise, le reste au plus proche</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="76"/>
        <source>the nearest winner</source>
        <translation>le gagnant le plus proche</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="77"/>
        <source>the discarder</source>
        <translation>le jeteur</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="78"/>
        <source>the liable player</source>
        <translation>le joueur responsable</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="79"/>
        <source>a mangan paid at once</source>
        <translation>un mangan payé aussitôt</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="80"/>
        <source>points taken at the end</source>
        <translation>points retirés en fin de partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="81"/>
        <source>none</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="82"/>
        <source>mangan</source>
        <translation>mangan</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="83"/>
        <source>yakuman</source>
        <translation>yakuman</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="84"/>
        <source>to first place</source>
        <translation>au premier</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="85"/>
        <source>lost</source>
        <translation>perdues</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="86"/>
        <source>split between the payers</source>
        <translation>partagée entre les payeurs</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="87"/>
        <source>the hand in play is the last</source>
        <translation>la main en cours est la dernière</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="88"/>
        <source>one more hand after the hand in play</source>
        <translation>une main de plus après la main en cours</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="94"/>
        <source>Uma ({places})</source>
        <translation>Uma ({places})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="112"/>
        <source>Preset</source>
        <translation>Préréglage</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="153"/>
        <source>no extension</source>
        <translation>pas de prolongation</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="279"/>
        <source>{non_dealer} / {dealer}</source>
        <translation>{non_dealer} / {dealer}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="286"/>
        <source>{value}: {payments} with {count} honba</source>
        <translation>{value}&#xa0;: {payments} avec {count} honba</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="289"/>
        <source>{value}: {payments}</source>
        <translation>{value}&#xa0;: {payments}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/seating_file.py" line="72"/>
        <source>Line {line}: table {table} of round {round} is already seated.</source>
        <translation>Ligne {line}&#xa0;: la table {table} du tour {round} est déjà placée.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/seating_file.py" line="79"/>
        <source>The seating file seats no table.</source>
        <translation>Le fichier de placement ne place aucune table.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/seating_file.py" line="92"/>
        <source>The seating file has no table {table} in round {round}.</source>
        <translation>Le fichier de placement n&apos;a pas de table {table} au tour {round}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/seating_file.py" line="55"/>
        <source>Line {line} of the seating file cannot be read as CSV: a cell of more than {most} characters, or a quote left open. Nothing was changed.</source>
        <translation>La ligne {line} du fichier de placement ne se lit pas en CSV&#xa0;: une cellule de plus de {most} caractères, ou un guillemet jamais fermé. Rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/seating_file.py" line="83"/>
        <source>The seating file gives rounds {first} and {last} but no round {round}.</source>
        <translation>Le fichier de placement donne les tours {first} et {last} mais pas le tour {round}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/seating_file.py" line="34"/>
        <source>Line {line} has {count} value; a table is round, table and four players (6 values).</source>
        <translation>La ligne {line} a {count} valeur&#x202f;; une table, c’est le tour, la table et quatre joueurs (6 valeurs).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/seating_file.py" line="30"/>
        <source>Line {line} has {count} value; a table is round, table and three players (5 values).</source>
        <translation>La ligne {line} a {count} valeur&#x202f;; une table, c’est le tour, la table et trois joueurs (5 valeurs).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/seating_file.py" line="31"/>
        <source>Line {line} has {count} values; a table is round, table and three players (5 values).</source>
        <translation>La ligne {line} a {count} valeurs&#x202f;; une table, c’est le tour, la table et trois joueurs (5 valeurs).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/seating_file.py" line="35"/>
        <source>Line {line} has {count} values; a table is round, table and four players (6 values).</source>
        <translation>La ligne {line} a {count} valeurs&#x202f;; une table, c’est le tour, la table et quatre joueurs (6 valeurs).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/seating_file.py" line="121"/>
        <location filename="../../tablekeeper/rules/game.py" line="179"/>
        <location filename="../../tablekeeper/rules/hand/tiles.py" line="80"/>
        <location filename="../../tablekeeper/present.py" line="220"/>
        <location filename="../../tablekeeper/present.py" line="297"/>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/seating_file.py" line="122"/>
        <location filename="../../tablekeeper/rules/game.py" line="179"/>
        <location filename="../../tablekeeper/rules/hand/tiles.py" line="81"/>
        <location filename="../../tablekeeper/present.py" line="221"/>
        <location filename="../../tablekeeper/present.py" line="297"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/seating_file.py" line="123"/>
        <location filename="../../tablekeeper/rules/game.py" line="179"/>
        <location filename="../../tablekeeper/rules/hand/tiles.py" line="82"/>
        <location filename="../../tablekeeper/present.py" line="222"/>
        <location filename="../../tablekeeper/present.py" line="297"/>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/seating_file.py" line="124"/>
        <location filename="../../tablekeeper/rules/game.py" line="179"/>
        <location filename="../../tablekeeper/rules/hand/tiles.py" line="83"/>
        <location filename="../../tablekeeper/present.py" line="223"/>
        <location filename="../../tablekeeper/present.py" line="297"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/seating_file.py" line="119"/>
        <source>round</source>
        <translation>le tour</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/seating_file.py" line="120"/>
        <source>table</source>
        <translation>la table</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/seating_file.py" line="134"/>
        <source>Line {line}: the {name} is {value}, who is not a player of the event.</source>
        <translation>Ligne {line}&#xa0;: {name} est {value}, qui n’est pas un joueur de l’événement.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/seating_file.py" line="141"/>
        <source>Line {line}: the {name} must be a whole number from 1 on, not {value}.</source>
        <translation>Ligne {line}&#xa0;: {name} doit être un nombre entier à partir de 1, pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/game.py" line="185"/>
        <source>{wind} {hand}</source>
        <translation>{wind} {hand}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/game.py" line="225"/>
        <source>The game is over: no more hands can be entered.</source>
        <translation>La partie est terminée&#xa0;: aucune main ne peut plus être saisie.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/game.py" line="232"/>
        <source>{0} has {points} points and cannot declare riichi: these rules need {deposit} points for the stick.</source>
        <translation>{0} a {points} points et ne peut pas déclarer riichi&#xa0;: ces règles demandent {deposit} points pour la mise.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/results.py" line="57"/>
        <source>The riichi player must be one of the four seats (0 to 3), not {value}.</source>
        <translation>Le joueur en riichi doit être l&apos;une des quatre places (0 à 3), pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/game.py" line="245"/>
        <source>The riichi player must be one of the {count} seats (0 to {last}), not {value}.</source>
        <translation>Le joueur en riichi doit être l’une des {count} places (0 à {last}), pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/game.py" line="251"/>
        <source>{0} is already in riichi in this hand.</source>
        <translation>{0} est déjà en riichi dans cette main.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/game.py" line="289"/>
        <source>This table has {count} players, seats 0 to {last}: there is no seat {value}.</source>
        <translation>Cette table a {count} joueurs, places 0 à {last}&#xa0;: il n’y a pas de place {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/game.py" line="299"/>
        <source>These rules have no liability (pao).</source>
        <translation>Ces règles ne connaissent pas la responsabilité (pao).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/game.py" line="301"/>
        <source>A liable player (pao) only pays for a yakuman; this hand has none.</source>
        <translation>Un joueur responsable (pao) ne paie que pour un yakuman&#x202f;; cette main n&apos;en a aucun.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/game.py" line="348"/>
        <source>These rules are for {count} players; this game has {given}.</source>
        <translation>Ces règles sont pour {count} joueurs&#x202f;; cette partie en a {given}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/game.py" line="474"/>
        <source>These rules have no nagashi mangan.</source>
        <translation>Ces règles ne connaissent pas le nagashi mangan.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/game.py" line="478"/>
        <source>{0} is in riichi, so is tenpai at an exhaustive draw; a riichi without tenpai is a chombo.</source>
        <translation>{0} est en riichi, donc tenpai à un nul par épuisement du mur&#x202f;; un riichi sans tenpai est un chombo.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/game.py" line="521"/>
        <source>This abortive draw needs four players; this table has {count}.</source>
        <translation>Cette partie nulle avortée demande quatre joueurs&#x202f;; cette table en a {count}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/game.py" line="524"/>
        <source>Under these rules a triple ron is paid to its winners, not a draw.</source>
        <translation>Avec ces règles, un triple ron est payé à ses gagnants&#xa0;: ce n&apos;est pas un nul.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/game.py" line="525"/>
        <source>These rules have no abortive draws.</source>
        <translation>Ces règles ne connaissent pas les nuls avortés.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/game.py" line="527"/>
        <source>A four-riichi draw needs all four players in riichi.</source>
        <translation>Un nul pour quatre riichi demande que les quatre joueurs soient en riichi.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/game.py" line="619"/>
        <source>Hand {number} ({deal}, {honba} honba) cannot be replayed: {refusal}</source>
        <translation>La main {number} ({deal}, {honba} honba) ne peut pas être rejouée&#xa0;: {refusal}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="102"/>
        <source>{value}%</source>
        <translation>{value}&#x202f;%</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="84"/>
        <location filename="../../tablekeeper/reports/sheets.py" line="426"/>
        <location filename="../../tablekeeper/site/page_words.py" line="16"/>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="225"/>
        <location filename="../../tablekeeper/web/page_words.py" line="62"/>
        <location filename="../../tablekeeper/web/room_state.py" line="168"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/sheets.py" line="375"/>
        <location filename="../../tablekeeper/reports/sheets.py" line="427"/>
        <location filename="../../tablekeeper/site/page_words.py" line="37"/>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="226"/>
        <location filename="../../tablekeeper/web/page_words.py" line="26"/>
        <source>Hands</source>
        <translation>Mains</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/site/page_words.py" line="12"/>
        <source>The club&apos;s season</source>
        <translation>La saison du club</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/site/page_words.py" line="13"/>
        <source>Ranking</source>
        <translation>Classement</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/site/page_words.py" line="17"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/series_sheets.py" line="20"/>
        <source>every result counted</source>
        <translation>tous les résultats comptés</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/series_sheets.py" line="22"/>
        <source>each player&apos;s best {best} of {count} results counted</source>
        <translation>les {best} meilleurs résultats sur {count} de chaque joueur comptés</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/series_sheets.py" line="28"/>
        <source>ranked from {count} events played</source>
        <translation>classé à partir de {count} événements joués</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/series_sheets.py" line="39"/>
        <location filename="../../tablekeeper/reports/series_sheets.py" line="78"/>
        <source>Series</source>
        <translation>Série</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/series_sheets.py" line="42"/>
        <source>E{index}: {title} (event {event})</source>
        <translation>É{index}&#xa0;: {title} (événement {event})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/series_sheets.py" line="54"/>
        <location filename="../../tablekeeper/site/page_words.py" line="18"/>
        <source>Events</source>
        <translation>Événements</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/series_sheets.py" line="55"/>
        <source>Counted</source>
        <translation>Comptés</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/series_sheets.py" line="57"/>
        <source>E{index}</source>
        <translation>É{index}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/site/page_words.py" line="19"/>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/site/page_words.py" line="27"/>
        <location filename="../../tablekeeper/web/room_state.py" line="170"/>
        <source>Average</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/site/page_words.py" line="29"/>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="227"/>
        <location filename="../../tablekeeper/web/room_state.py" line="172"/>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/site/page_words.py" line="41"/>
        <location filename="../../tablekeeper/web/page_words.py" line="72"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/site/page_words.py" line="42"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/site/page_words.py" line="43"/>
        <source>Venue</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/site/page_words.py" line="44"/>
        <location filename="../../tablekeeper/web/page_words.py" line="69"/>
        <source>Figures</source>
        <translation>Chiffres</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/site/page_words.py" line="45"/>
        <location filename="../../tablekeeper/web/room_state.py" line="171"/>
        <location filename="../../tablekeeper/chart.py" line="197"/>
        <source>Places</source>
        <translation>Places</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/site/page_words.py" line="48"/>
        <location filename="../../tablekeeper/web/page_words.py" line="59"/>
        <source>Provisional: a table is still playing</source>
        <translation>Provisoire&#xa0;: une table joue encore</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/site/page_words.py" line="50"/>
        <location filename="../../tablekeeper/web/room_state.py" line="67"/>
        <source>Round {round}</source>
        <translation>Tour {round}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/site/page_words.py" line="52"/>
        <source>Players by wind</source>
        <translation>Joueurs par vent</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/site/page_words.py" line="53"/>
        <source>Not played yet</source>
        <translation>Pas encore jouée</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/site/page_words.py" line="54"/>
        <location filename="../../tablekeeper/web/page_words.py" line="66"/>
        <source>Kept on paper</source>
        <translation>Tenue sur papier</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/site/page_words.py" line="55"/>
        <source>No finished game.</source>
        <translation>Aucune partie terminée.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/site/page_words.py" line="57"/>
        <source>The results of the club&apos;s players, published by the club. Names are personal data: ask the club to publish yours under your initials, or not at all.</source>
        <translation>Les résultats des joueurs du club, publiés par le club. Les noms sont des données personnelles&#xa0;: demandez au club de publier le vôtre sous vos initiales, ou pas du tout.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/site/page_words.py" line="60"/>
        <source>Made by tablekeeper on {date}.</source>
        <translation>Fait par tablekeeper le {date}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/site/page_words.py" line="61"/>
        <source>Games from {since} to {until}.</source>
        <translation>Parties du {since} au {until}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/site/page_words.py" line="62"/>
        <location filename="../../tablekeeper/web/room_state.py" line="179"/>
        <source>Rating</source>
        <translation>Cote</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/site/page_words.py" line="63"/>
        <source>Back to the ranking</source>
        <translation>Retour au classement</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="228"/>
        <source>Tsumo wins</source>
        <translation>Victoires en tsumo</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/site/page_words.py" line="31"/>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="229"/>
        <location filename="../../tablekeeper/web/room_state.py" line="173"/>
        <source>Deal-ins</source>
        <translation>Ronnés</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/sheets.py" line="429"/>
        <location filename="../../tablekeeper/site/page_words.py" line="30"/>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="231"/>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/sheets.py" line="430"/>
        <location filename="../../tablekeeper/site/page_words.py" line="32"/>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="232"/>
        <source>Deal-in rate</source>
        <translation>Taux de ronnés</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/sheets.py" line="431"/>
        <location filename="../../tablekeeper/site/page_words.py" line="34"/>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="233"/>
        <source>Riichi rate</source>
        <translation>Taux de riichi</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/sheets.py" line="432"/>
        <location filename="../../tablekeeper/site/page_words.py" line="36"/>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="234"/>
        <location filename="../../tablekeeper/web/room_state.py" line="176"/>
        <source>Tsumo share</source>
        <translation>Part de tsumo</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/sheets.py" line="433"/>
        <location filename="../../tablekeeper/site/page_words.py" line="35"/>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="235"/>
        <location filename="../../tablekeeper/web/room_state.py" line="175"/>
        <source>Average win</source>
        <translation>Main gagnante moyenne</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/sheets.py" line="434"/>
        <location filename="../../tablekeeper/site/page_words.py" line="28"/>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="236"/>
        <source>Average place</source>
        <translation>Rang moyen</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/sheets.py" line="435"/>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="237"/>
        <source>Average +/-</source>
        <translation>+/- moyen</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/sheets.py" line="436"/>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="238"/>
        <source>Total +/-</source>
        <translation>+/- total</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="239"/>
        <location filename="../../tablekeeper/present.py" line="373"/>
        <source>1st</source>
        <translation>1er</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="240"/>
        <location filename="../../tablekeeper/present.py" line="373"/>
        <source>2nd</source>
        <translation>2e</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="241"/>
        <location filename="../../tablekeeper/present.py" line="373"/>
        <source>3rd</source>
        <translation>3e</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="242"/>
        <location filename="../../tablekeeper/present.py" line="373"/>
        <source>4th</source>
        <translation>4e</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="389"/>
        <source>EMA 2016</source>
        <translation>EMA 2016</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="390"/>
        <source>WRC 2022</source>
        <translation>WRC 2022</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="391"/>
        <source>Tenhou</source>
        <translation>Tenhou</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/site/page_words.py" line="33"/>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="230"/>
        <location filename="../../tablekeeper/web/page_words.py" line="24"/>
        <location filename="../../tablekeeper/web/room_state.py" line="174"/>
        <source>Riichi</source>
        <translation>Riichi</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="135"/>
        <source>Double riichi</source>
        <translation>Double riichi — Déclarée au Premier Tour</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="136"/>
        <source>Ippatsu</source>
        <translation>Ippatsu — Du Premier Coup</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="137"/>
        <source>Menzen tsumo</source>
        <translation>Menzen tsumo — Tsumo Main Fermée</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="138"/>
        <source>Haitei raoyue</source>
        <translation>Haitei raoyue — Dernière Tuile du Mur</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="139"/>
        <source>Houtei raoyui</source>
        <translation>Houtei raoyui — Dernière Défausse</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="140"/>
        <source>Rinshan kaihou</source>
        <translation>Rinshan kaihou — Tuile de Remplacement du Kan</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="141"/>
        <source>Chankan</source>
        <translation>Chankan — Vol du Kan</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="143"/>
        <location filename="../../tablekeeper/present.py" line="181"/>
        <source>Renhou</source>
        <comment>yaku</comment>
        <translation>Renhou — Main de l&apos;Homme</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="144"/>
        <source>Pinfu</source>
        <translation>Pinfu — Main Sans Points</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="145"/>
        <source>Iipeikou</source>
        <translation>Iipeikou — Double Suite Pure</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="146"/>
        <source>Ryanpeikou</source>
        <translation>Ryanpeikou — Deux Doubles Suites</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="147"/>
        <source>Ittsuu</source>
        <translation>Ittsuu — Grande Suite 1 à 9</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="148"/>
        <source>Sanshoku doujun</source>
        <translation>Sanshoku doujun — Triple Suite</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="149"/>
        <source>Tanyao</source>
        <translation>Tan&apos;yao — Tout Ordinaire</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="150"/>
        <source>Yakuhai: white dragon</source>
        <translation>Yakuhei — Brelan de Valeur&#xa0;: dragon blanc</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="151"/>
        <source>Yakuhai: green dragon</source>
        <translation>Yakuhei — Brelan de Valeur&#xa0;: dragon vert</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="152"/>
        <source>Yakuhai: red dragon</source>
        <translation>Yakuhei — Brelan de Valeur&#xa0;: dragon rouge</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="153"/>
        <source>Yakuhai: seat wind</source>
        <translation>Yakuhei — Brelan de Valeur&#xa0;: vent du joueur</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="154"/>
        <source>Yakuhai: round wind</source>
        <translation>Yakuhei — Brelan de Valeur&#xa0;: vent de la manche</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="155"/>
        <source>Shousangen</source>
        <translation>Shousangen — Trois Petits Dragons</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="156"/>
        <source>Chanta</source>
        <translation>Chanta — Terminales et Honneurs Partout</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="157"/>
        <source>Junchan</source>
        <translation>Junchan — Terminales Partout</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="158"/>
        <source>Honroutou</source>
        <translation>Honroutou — Tout Terminale et Honneur</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="159"/>
        <source>Chiitoitsu</source>
        <translation>Chiitoitsu — Sept Paires</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="160"/>
        <source>Toitoi</source>
        <translation>Toitoui — Tout Brelans</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="161"/>
        <source>Sanankou</source>
        <translation>San&apos;ankou — Trois Brelans Cachés</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="162"/>
        <source>Sanshoku doukou</source>
        <translation>Sanshoku doukou — Triple Brelan</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="163"/>
        <source>Sankantsu</source>
        <translation>Sankantsu — Trois Carrés</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="164"/>
        <source>Honitsu</source>
        <translation>Honitsu — Une Famille et Honneurs</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="165"/>
        <source>Chinitsu</source>
        <translation>Chinitsu — Une Seule Famille</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="166"/>
        <source>Kokushi musou</source>
        <translation>Kokushi musou — Treize Orphelins</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="167"/>
        <source>Kokushi musou, 13-sided wait</source>
        <translation>Kokushi musou — Treize Orphelins, attente sur 13</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="168"/>
        <source>Suuankou</source>
        <translation>Suuankou — Quatre Brelans Cachés</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="169"/>
        <source>Suuankou, single wait</source>
        <translation>Suuankou — Quatre Brelans Cachés, attente unique</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="170"/>
        <source>Daisangen</source>
        <translation>Daisangen — Trois Grands Dragons</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="171"/>
        <source>Shousuushii</source>
        <translation>Shousuushii — Quatre Petits Vents</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="172"/>
        <source>Daisuushii</source>
        <translation>Daisuushii — Quatre Grands Vents</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="173"/>
        <source>Tsuuiisou</source>
        <translation>Tsuuiisou — Tout Honneur</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="174"/>
        <source>Chinroutou</source>
        <translation>Chinroutou — Tout Terminale</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="175"/>
        <source>Ryuuiisou</source>
        <translation>Ryuuiisou — Tout Vert</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="176"/>
        <source>Chuuren poutou</source>
        <translation>Chuuren poutou — Neuf Portes</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="177"/>
        <source>Chuuren poutou, 9-sided wait</source>
        <translation>Chuuren poutou — Neuf Portes, attente sur 9</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="178"/>
        <source>Suukantsu</source>
        <translation>Suukantsu — Quatre Carrés</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="179"/>
        <source>Tenhou</source>
        <comment>yaku</comment>
        <translation>Tenhou — Main du Ciel</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="180"/>
        <source>Chiihou</source>
        <translation>Chiihou — Main de la Terre</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="189"/>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="190"/>
        <source>Base (pinfu tsumo)</source>
        <translation>Base (tsumo pinfu)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="191"/>
        <source>Closed ron</source>
        <translation>Ron fermé</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/sheets.py" line="314"/>
        <source>{title} (continued)</source>
        <translation>{title} (suite)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/sheets.py" line="167"/>
        <source>The sheet cannot be drawn: the file or the printer cannot be opened.</source>
        <translation>La feuille ne peut pas être dessinée&#xa0;: le fichier ou l’imprimante ne peut pas être ouvert.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/sheets.py" line="348"/>
        <location filename="../../tablekeeper/reports/sheets.py" line="485"/>
        <source>Game {number}</source>
        <translation>Partie {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/sheets.py" line="350"/>
        <source>Date: {date}</source>
        <translation>Date&#xa0;: {date}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="49"/>
        <location filename="../../tablekeeper/reports/sheets.py" line="96"/>
        <location filename="../../tablekeeper/reports/sheets.py" line="351"/>
        <source>Rules: {rules}</source>
        <translation>Règles&#xa0;: {rules}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/sheets.py" line="87"/>
        <source>Player: {name}</source>
        <translation>Joueur&#xa0;: {name}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/sheets.py" line="90"/>
        <source>Dates: {first} to {last}</source>
        <translation>Dates&#xa0;: du {first} au {last}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/sheets.py" line="92"/>
        <source>Dates: from {first}</source>
        <translation>Dates&#xa0;: à partir du {first}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/sheets.py" line="94"/>
        <source>Dates: up to {last}</source>
        <translation>Dates&#xa0;: jusqu&apos;au {last}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/sheets.py" line="97"/>
        <source>All finished games</source>
        <translation>Toutes les parties terminées</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/sheets.py" line="354"/>
        <source>Venue: {venue}</source>
        <translation>Lieu&#xa0;: {venue}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/sheets.py" line="355"/>
        <source>Finished</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/sheets.py" line="355"/>
        <source>Not finished: standings so far</source>
        <translation>Non terminée&#xa0;: classement provisoire</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/sheets.py" line="358"/>
        <location filename="../../tablekeeper/site/page_words.py" line="46"/>
        <location filename="../../tablekeeper/web/page_words.py" line="25"/>
        <source>Final standings</source>
        <translation>Classement final</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/sheets.py" line="358"/>
        <source>Standings so far</source>
        <translation>Classement provisoire</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="339"/>
        <location filename="../../tablekeeper/reports/sheets.py" line="378"/>
        <location filename="../../tablekeeper/site/page_words.py" line="38"/>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="339"/>
        <location filename="../../tablekeeper/reports/sheets.py" line="379"/>
        <location filename="../../tablekeeper/site/page_words.py" line="39"/>
        <source>Honba</source>
        <translation>Honba</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/sheets.py" line="410"/>
        <location filename="../../tablekeeper/reports/sheets.py" line="496"/>
        <source>Season table</source>
        <translation>Classement de la saison</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/sheets.py" line="412"/>
        <source>Finished games counted: {count}</source>
        <translation>Parties terminées comptées&#xa0;: {count}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="152"/>
        <location filename="../../tablekeeper/reports/sheets.py" line="422"/>
        <location filename="../../tablekeeper/site/page_words.py" line="14"/>
        <location filename="../../tablekeeper/ui/rule_options.py" line="24"/>
        <location filename="../../tablekeeper/web/page_words.py" line="29"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="20"/>
        <source>Scan the code on your table with this phone&apos;s camera: it opens your table&apos;s page.</source>
        <translation>Scannez le code posé sur votre table avec l&apos;appareil photo de ce téléphone&#xa0;: il ouvre la page de votre table.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/table_cards.py" line="60"/>
        <location filename="../../tablekeeper/web/page_words.py" line="21"/>
        <source>Round {round}, table {table}</source>
        <translation>Tour {round}, table {table}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/table_cards.py" line="77"/>
        <location filename="../../tablekeeper/reports/table_cards.py" line="127"/>
        <source>No table is being played.</source>
        <translation>Aucune table n&apos;est en cours.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/table_cards.py" line="102"/>
        <source>Table {table}</source>
        <translation>Table {table}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/table_cards.py" line="130"/>
        <source>The standings, live</source>
        <translation>Le classement, en direct</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/table_cards.py" line="131"/>
        <source>{title}: seating of round {round}</source>
        <translation>{title}&#xa0;: placement du tour {round}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/table_cards.py" line="133"/>
        <source>Scan your table&apos;s code with a phone to follow and enter your game.</source>
        <translation>Scannez le code de votre table avec un téléphone pour suivre et saisir votre partie.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/table_cards.py" line="145"/>
        <source>Seating</source>
        <translation>Placement</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/table_cards.py" line="151"/>
        <source>Table cards</source>
        <translation>Cartes des tables</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="22"/>
        <source>The result of this table is kept on paper.</source>
        <translation>Le résultat de cette table est tenu sur papier.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="23"/>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="27"/>
        <source>Phones at the tables</source>
        <translation>Téléphones aux tables</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="30"/>
        <source>Last heard</source>
        <translation>Dernier contact</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="31"/>
        <source>Not connected</source>
        <translation>Non connectée</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="32"/>
        <source>{seconds} s ago</source>
        <translation>il y a {seconds} s</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="33"/>
        <source>New code</source>
        <translation>Nouveau code</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="34"/>
        <source>Ron</source>
        <translation>Ron</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="35"/>
        <location filename="../../tablekeeper/present.py" line="192"/>
        <source>Tsumo</source>
        <translation>Tsumo</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="36"/>
        <source>Draw</source>
        <translation>Pioche épuisée</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="37"/>
        <source>Abortive draw</source>
        <translation>Main annulée</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="38"/>
        <source>Chombo</source>
        <translation>Chombo</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="39"/>
        <source>Undo</source>
        <translation>Défaire</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="40"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="41"/>
        <source>Confirm</source>
        <translation>Confirmer</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="42"/>
        <source>Who won?</source>
        <translation>Qui a gagné&#x202f;?</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="43"/>
        <source>Who dealt in?</source>
        <translation>Qui a donné la tuile&#x202f;?</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="44"/>
        <source>Who is tenpai?</source>
        <translation>Qui est tenpai&#x202f;?</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="45"/>
        <source>Who made the chombo?</source>
        <translation>Qui a fait chombo&#x202f;?</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="46"/>
        <source>Which abortive draw?</source>
        <translation>Quelle main annulée&#x202f;?</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="47"/>
        <source>han</source>
        <translation>han</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="48"/>
        <source>fu</source>
        <translation>fu</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="49"/>
        <source>Liable (pao)</source>
        <translation>Responsable (pao)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="51"/>
        <source>Nobody</source>
        <translation>Personne</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="52"/>
        <source>1 change is waiting to be sent; it will be sent as soon as the network is back.</source>
        <translation>1 changement attend d&apos;être envoyé&#x202f;; il le sera dès le retour du réseau.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="54"/>
        <source>{count} changes are waiting to be sent; they will be sent as soon as the network is back.</source>
        <translation>{count} changements attendent d&apos;être envoyés&#x202f;; ils le seront dès le retour du réseau.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="56"/>
        <source>No network: what you confirm is kept on this phone and sent when it is back.</source>
        <translation>Pas de réseau&#xa0;: ce que vous confirmez est gardé sur ce téléphone et envoyé à son retour.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="57"/>
        <source>Stored.</source>
        <translation>Enregistré.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="65"/>
        <source>being played</source>
        <translation>en cours</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="67"/>
        <source>Your games of the event</source>
        <translation>Vos parties de l&apos;événement</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="68"/>
        <source>This season</source>
        <translation>Cette saison</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="73"/>
        <source>Back to your page</source>
        <translation>Retour à votre page</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="74"/>
        <source>No game played yet.</source>
        <translation>Aucune partie jouée pour l&apos;instant.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="75"/>
        <source>Players&apos; pages</source>
        <translation>Pages des joueurs</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="76"/>
        <source>List them on the event&apos;s page</source>
        <translation>Les lister sur la page de l&apos;événement</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="77"/>
        <source>Each for its own player&apos;s code only</source>
        <translation>Chacune par le seul code de son joueur</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="78"/>
        <source>The event&apos;s page</source>
        <translation>La page de l&apos;événement</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/page_words.py" line="79"/>
        <source>Follows the event as it is played; nothing can be changed from this page.</source>
        <translation>Suit l&apos;événement en direct&#xa0;; rien ne peut être changé depuis cette page.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="193"/>
        <source>Edge wait</source>
        <translation>Attente au bord</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="194"/>
        <source>Closed wait</source>
        <translation>Attente fermée</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="195"/>
        <source>Pair wait</source>
        <translation>Attente unique</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="196"/>
        <source>Open hand without fu (open pinfu)</source>
        <translation>Main ouverte sans fu (pinfu ouvert)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="197"/>
        <source>Seven pairs</source>
        <translation>Sept paires</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="206"/>
        <source>Concealed triplet of {tile}</source>
        <translation>Brelan caché de {tile}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="207"/>
        <source>Open triplet of {tile}</source>
        <translation>Brelan ouvert de {tile}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="208"/>
        <source>Concealed kan of {tile}</source>
        <translation>Carré caché de {tile}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="209"/>
        <source>Open kan of {tile}</source>
        <translation>Carré ouvert de {tile}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="210"/>
        <source>Pair of dragons ({tile})</source>
        <translation>Paire de dragons ({tile})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="211"/>
        <source>Pair of the seat and round wind ({tile})</source>
        <translation>Paire du vent du joueur et de la manche ({tile})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="212"/>
        <source>Pair of the seat wind ({tile})</source>
        <translation>Paire du vent du joueur ({tile})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="213"/>
        <source>Pair of the round wind ({tile})</source>
        <translation>Paire du vent de la manche ({tile})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="251"/>
        <source>Rounded up: {fu} fu</source>
        <translation>Arrondi&#xa0;: {fu} fu</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="265"/>
        <source>Kita</source>
        <translation>Kita</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="314"/>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="314"/>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="314"/>
        <source>W</source>
        <translation>O</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="314"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="335"/>
        <source>{deal} ({count})</source>
        <translation>{deal} ({count})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="341"/>
        <source>{wind}{hand}</source>
        <translation>{wind}{hand}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="343"/>
        <source>{deal}-{honba}</source>
        <translation>{deal}-{honba}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/reports/event_sheets.py" line="341"/>
        <location filename="../../tablekeeper/present.py" line="360"/>
        <location filename="../../tablekeeper/chart.py" line="183"/>
        <location filename="../../tablekeeper/chart.py" line="190"/>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="365"/>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="380"/>
        <source>{player} {change} → {points}</source>
        <translation>{player} {change} → {points}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="388"/>
        <source>Club (25,000, no uma)</source>
        <translation>Club (25&#x202f;000, sans uma)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="392"/>
        <source>M.League</source>
        <translation>M.League</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="393"/>
        <source>Mahjong Soul</source>
        <translation>Mahjong Soul</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="394"/>
        <source>Tenhou, three players</source>
        <translation>Tenhou, trois joueurs</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="395"/>
        <source>Mahjong Soul, three players</source>
        <translation>Mahjong Soul, trois joueurs</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="407"/>
        <source>Nine terminals (kyuushu kyuuhai)</source>
        <translation>Neuf terminales (kyuushu kyuuhai)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="408"/>
        <source>Four winds (suufon renda)</source>
        <translation>Quatre vents (suufon renda)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="409"/>
        <source>Four riichi (suucha riichi)</source>
        <translation>Quatre riichi (suucha riichi)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="410"/>
        <source>Four kans (suukaikan)</source>
        <translation>Quatre kans (suukaikan)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="411"/>
        <source>Triple ron (sanchahou)</source>
        <translation>Triple ron (sanchahou)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="418"/>
        <source>Riichi declared in the hand being played: {players} (their sticks are on the table)</source>
        <translation>Riichi déclaré dans la main en cours&#xa0;: {players} (leurs bâtons sont sur la table)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="426"/>
        <source>On the table: {points} in riichi sticks, in nobody&apos;s points until a hand takes them</source>
        <translation>Sur la table&#xa0;: {points} en bâtons de riichi, comptés à personne tant qu&apos;une main ne les prend pas</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="437"/>
        <source>{points} at the end of the game, after uma</source>
        <translation>{points} à la fin de la partie, après l’uma</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="448"/>
        <source>chombo {points} at the end</source>
        <translation>chombo {points} à la fin</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="449"/>
        <source>{count} chombos: {points} at the end</source>
        <translation>{count} chombos&#xa0;: {points} à la fin</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="459"/>
        <source>{player} ({value})</source>
        <translation>{player} ({value})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="460"/>
        <source>{player} ({value}, {liable} liable)</source>
        <translation>{player} ({value}, {liable} responsable)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="473"/>
        <source>{winners} ron on {discarder}</source>
        <translation>{winners} ron sur {discarder}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="475"/>
        <source>{result}: a triple ron, an abortive draw under these rules</source>
        <translation>{result}&#xa0;: un triple ron, nul avorté selon ces règles</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="477"/>
        <source>{winner} tsumo</source>
        <translation>{winner} tsumo</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="480"/>
        <source>Draw: nagashi mangan {players}</source>
        <translation>Nul&#xa0;: nagashi mangan {players}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="482"/>
        <source>{result}; tenpai {players}</source>
        <translation>{result}&#x202f;; tenpai {players}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="485"/>
        <source>Draw, tenpai {players}</source>
        <translation>Nul, tenpai {players}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="487"/>
        <source>Draw, all noten</source>
        <translation>Nul, tous noten</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="491"/>
        <source>Chombo by {player}</source>
        <translation>Chombo de {player}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="493"/>
        <source>{result}; riichi {players}</source>
        <translation>{result}&#x202f;; riichi {players}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="504"/>
        <source>dora {count}</source>
        <translation>dora {count}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="505"/>
        <source>red fives {count}</source>
        <translation>cinq rouges {count}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="506"/>
        <source>ura dora {count}</source>
        <translation>ura dora {count}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="517"/>
        <source>{player} called: {yaku}</source>
        <translation>{player} a annoncé&#xa0;: {yaku}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="532"/>
        <source>Under these rules a triple ron is an abortive draw: no one pays.</source>
        <translation>Selon ces règles, un triple ron est un nul avorté&#xa0;: personne ne paie.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="540"/>
        <source>Nagashi mangan: {players}, paid as a mangan tsumo instead of the noten payments</source>
        <translation>Nagashi mangan&#xa0;: {players}, payé comme un mangan tsumo à la place des paiements noten</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="550"/>
        <source>{player}: chombo, {penalty}; no points move now</source>
        <translation>{player}&#xa0;: chombo, {penalty}&#x202f;; aucun point ne bouge maintenant</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="563"/>
        <source>The absent player&apos;s share is split between the payers.</source>
        <translation>La part du joueur absent est partagée entre les payeurs.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="564"/>
        <source>Tsumo loss: the absent player&apos;s share is paid by nobody.</source>
        <translation>Perte au tsumo&#xa0;: personne ne paie la part du joueur absent.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="575"/>
        <source>{hand} — not paid: {nearest} is nearer the discarder (head bump)</source>
        <translation>{hand} — non payée&#xa0;: {nearest} est plus proche de celui qui a défaussé (atamahane)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="591"/>
        <source>{player}: {value}</source>
        <translation>{player}&#xa0;: {value}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="592"/>
        <source>{player}: {value}; {liable} is liable (pao)</source>
        <translation>{player}&#xa0;: {value}&#x202f;; {liable} est responsable (pao)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="601"/>
        <source>riichi stick</source>
        <translation>mise de riichi</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="602"/>
        <source>hand</source>
        <translation>main</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="603"/>
        <source>honba</source>
        <translation>honba</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="604"/>
        <source>deposits</source>
        <translation>mises</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="605"/>
        <source>noten payment</source>
        <translation>paiement noten</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="606"/>
        <source>nagashi mangan</source>
        <translation>nagashi mangan</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="607"/>
        <source>chombo</source>
        <translation>chombo</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="608"/>
        <source>pao</source>
        <translation>pao</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="633"/>
        <source>Record hand {number}</source>
        <translation>Enregistrer la main {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="634"/>
        <source>Undo record hand {number}</source>
        <translation>Défaire l&apos;enregistrement de la main {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="635"/>
        <source>Redo record hand {number}</source>
        <translation>Refaire l&apos;enregistrement de la main {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="636"/>
        <source>Undone: record hand {number}</source>
        <translation>Défait&#xa0;: enregistrement de la main {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="637"/>
        <source>Redone: record hand {number}</source>
        <translation>Refait&#xa0;: enregistrement de la main {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="641"/>
        <source>Edit hand {number}</source>
        <translation>Modifier la main {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="642"/>
        <source>Undo edit hand {number}</source>
        <translation>Défaire la modification de la main {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="643"/>
        <source>Redo edit hand {number}</source>
        <translation>Refaire la modification de la main {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="644"/>
        <source>Undone: edit hand {number}</source>
        <translation>Défait&#xa0;: modification de la main {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="645"/>
        <source>Redone: edit hand {number}</source>
        <translation>Refait&#xa0;: modification de la main {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="649"/>
        <source>Delete hand {number}</source>
        <translation>Supprimer la main {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="650"/>
        <source>Undo delete hand {number}</source>
        <translation>Défaire la suppression de la main {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="651"/>
        <source>Redo delete hand {number}</source>
        <translation>Refaire la suppression de la main {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="652"/>
        <source>Undone: delete hand {number}</source>
        <translation>Défait&#xa0;: suppression de la main {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="653"/>
        <source>Redone: delete hand {number}</source>
        <translation>Refait&#xa0;: suppression de la main {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="657"/>
        <source>End the game</source>
        <translation>Terminer la partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="658"/>
        <source>Undo end the game</source>
        <translation>Défaire la fin de la partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="659"/>
        <source>Redo end the game</source>
        <translation>Refaire la fin de la partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="660"/>
        <source>Undone: end the game</source>
        <translation>Défait&#xa0;: fin de la partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="661"/>
        <source>Redone: end the game</source>
        <translation>Refait&#xa0;: fin de la partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="665"/>
        <source>Riichi by {player}</source>
        <translation>Riichi de {player}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="666"/>
        <source>Undo riichi by {player}</source>
        <translation>Défaire le riichi de {player}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="667"/>
        <source>Redo riichi by {player}</source>
        <translation>Refaire le riichi de {player}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="668"/>
        <source>Undone: riichi by {player}</source>
        <translation>Défait&#xa0;: riichi de {player}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="669"/>
        <source>Redone: riichi by {player}</source>
        <translation>Refait&#xa0;: riichi de {player}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="673"/>
        <source>Riichi taken back ({player})</source>
        <translation>Riichi repris ({player})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="674"/>
        <source>Undo riichi taken back ({player})</source>
        <translation>Défaire la reprise du riichi ({player})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="675"/>
        <source>Redo riichi taken back ({player})</source>
        <translation>Refaire la reprise du riichi ({player})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="676"/>
        <source>Undone: riichi taken back ({player})</source>
        <translation>Défait&#xa0;: reprise du riichi ({player})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="677"/>
        <source>Redone: riichi taken back ({player})</source>
        <translation>Refait&#xa0;: reprise du riichi ({player})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="718"/>
        <source>{numbers} and {last}</source>
        <translation>{numbers} et {last}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="730"/>
        <source>Recorded hand {number}</source>
        <translation>Main {number} enregistrée</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="733"/>
        <source>Hand {number} changed.</source>
        <translation>Main {number} modifiée.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="735"/>
        <source>Hand {number} changed; hand {later} changes.</source>
        <translation>Main {number} modifiée&#x202f;; la main {later} change.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="737"/>
        <source>Hand {number} changed; hands {later} change.</source>
        <translation>Main {number} modifiée&#x202f;; les mains {later} changent.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="742"/>
        <source>Hand {number} deleted. {key} brings it back.</source>
        <translation>Main {number} supprimée. {key} la fait revenir.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="745"/>
        <source>Hand {number} deleted (later hands move up one); hand {later} changes. {key} brings it back.</source>
        <translation>Main {number} supprimée (les mains suivantes remontent d&apos;un rang)&#x202f;; la main {later} change. {key} la fait revenir.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="749"/>
        <source>Hand {number} deleted (later hands move up one); hands {later} change. {key} brings it back.</source>
        <translation>Main {number} supprimée (les mains suivantes remontent d&apos;un rang)&#x202f;; les mains {later} changent. {key} la fait revenir.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="752"/>
        <source>The game was ended. {key} takes it back.</source>
        <translation>La partie a été terminée. {key} l&apos;annule.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="774"/>
        <source>{was} → {now}</source>
        <translation>{was} → {now}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="778"/>
        <source>{count} honba</source>
        <translation>{count} honba</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="789"/>
        <source>Hand {number}, {deal}</source>
        <translation>Main {number}, {deal}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="794"/>
        <source>deposits {change}</source>
        <translation>mises {change}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="798"/>
        <source>{player} {change}</source>
        <translation>{player} {change}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="801"/>
        <source>{hand}: {changes}</source>
        <translation>{hand}&#xa0;: {changes}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="808"/>
        <source>No later hand changes.</source>
        <translation>Aucune main suivante ne change.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="809"/>
        <source>Later hands that change:</source>
        <translation>Mains suivantes qui changent&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="813"/>
        <source>… and 1 more hand</source>
        <translation>… et 1 main de plus</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="815"/>
        <source>… and {count} more hands</source>
        <translation>… et {count} mains de plus</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="825"/>
        <source>{player} {points}</source>
        <translation>{player} {points}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="828"/>
        <source>{player} {points} ({change})</source>
        <translation>{player} {points} ({change})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="832"/>
        <source>Scores after the last hand: {scores}</source>
        <translation>Scores après la dernière main&#xa0;: {scores}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="838"/>
        <source>The game would be over.</source>
        <translation>La partie serait terminée.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="840"/>
        <source>The game would go on.</source>
        <translation>La partie continuerait.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="861"/>
        <source>Time!</source>
        <translation>Temps&#x202f;!</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="863"/>
        <source>Paused: {left} left</source>
        <translation>En pause&#xa0;: {left} restantes</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="865"/>
        <source>Clock not started ({left})</source>
        <translation>Chrono non lancé ({left})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="887"/>
        <source>Three players</source>
        <translation>Trois joueurs</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="887"/>
        <source>Four players</source>
        <translation>Quatre joueurs</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/room_state.py" line="84"/>
        <location filename="../../tablekeeper/web/table_state.py" line="111"/>
        <location filename="../../tablekeeper/present.py" line="866"/>
        <source>Time left {left}</source>
        <translation>Temps restant {left}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/room_state.py" line="116"/>
        <source>Place {place} of the event, {total} after 1 game</source>
        <translation>Place {place} de l&apos;événement, {total} après 1 partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/room_state.py" line="117"/>
        <source>Place {place} of the event, {total} after {count} games</source>
        <translation>Place {place} de l&apos;événement, {total} après {count} parties</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="873"/>
        <source>Time: the game is over</source>
        <translation>Temps&#xa0;: la partie est finie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="875"/>
        <source>Time: last hand</source>
        <translation>Temps&#xa0;: dernière main</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="876"/>
        <source>Time: this hand and one more</source>
        <translation>Temps&#xa0;: cette main et une de plus</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/called.py" line="222"/>
        <source>The yaku called make {count} yakuman, but the hand is recorded with {recorded}.</source>
        <translation>Les yaku annoncés font {count} yakuman, mais la main est enregistrée avec {recorded}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/called.py" line="231"/>
        <location filename="../../tablekeeper/present.py" line="56"/>
        <source>{han} han</source>
        <translation>{han} han</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/called.py" line="229"/>
        <source>{count} yakuman</source>
        <translation>{count} yakuman</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/called.py" line="79"/>
        <source>the same run in each of the three suits</source>
        <translation>la même suite dans chacune des trois familles</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/called.py" line="82"/>
        <source>the same triplet in each of the three suits</source>
        <translation>le même brelan dans chacune des trois familles</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/called.py" line="85"/>
        <source>the runs 123, 456 and 789 of one suit</source>
        <translation>les suites 123, 456 et 789 d’une même famille</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/called.py" line="86"/>
        <location filename="../../tablekeeper/rules/hand/called.py" line="87"/>
        <source>all nine tiles of one suit</source>
        <translation>les neuf tuiles d’une même famille</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/called.py" line="110"/>
        <source>{name} needs {needs}, which a table of {size} cannot lay: it plays without {left_out}.</source>
        <translation>{name} demande {needs}, ce qu’une table de {size} ne peut pas poser&#xa0;: elle joue sans {left_out}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/called.py" line="234"/>
        <source>The yaku called are worth {han} han, but the hand is recorded at {recorded}.</source>
        <translation>Les yaku annoncés valent {han} han, mais la main est enregistrée à {recorded}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/called.py" line="240"/>
        <source>The yaku called fix the fu at {fu}, but the hand is recorded with {recorded} fu.</source>
        <translation>Les yaku annoncés fixent les fu à {fu}, mais la main est enregistrée avec {recorded} fu.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/called.py" line="268"/>
        <source>There is no yaku called {name}.</source>
        <translation>Il n&apos;y a pas de yaku nommé {name}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/called.py" line="274"/>
        <source>{name} is not a yaku under this game&apos;s rules.</source>
        <translation>{name} n&apos;est pas un yaku dans les règles de cette partie.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/called.py" line="276"/>
        <source>{name} needs a closed hand, but this hand is open.</source>
        <translation>{name} demande une main fermée, mais cette main est ouverte.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/called.py" line="278"/>
        <source>Menzen tsumo is a win by tsumo, but this hand is a ron.</source>
        <translation>Menzen tsumo est une victoire sur pioche (tsumo), mais cette main est un ron.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/called.py" line="284"/>
        <source>This game&apos;s rules have no red fives.</source>
        <translation>Les règles de cette partie n&apos;ont pas de cinq rouges.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/called.py" line="287"/>
        <source>Tick at least one yaku: dora alone do not make a hand win.</source>
        <translation>Cochez au moins un yaku&#xa0;: les dora seules ne font pas gagner une main.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/called.py" line="294"/>
        <source>{hidden} is not counted with {hider}, which counts instead: tick only {hider}.</source>
        <translation>{hidden} ne compte pas avec {hider}, qui compte à sa place&#xa0;: cochez seulement {hider}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/called.py" line="313"/>
        <source>Chiitoitsu is seven pairs, but {name} needs sets (runs or triplets): no hand has both.</source>
        <translation>Chiitoitsu est fait de sept paires, mais {name} demande des combinaisons (suites ou brelans)&#xa0;: aucune main n&apos;a les deux.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/called.py" line="319"/>
        <source>Pinfu is a hand without fu, but {name} needs a triplet, which scores fu: no hand has both.</source>
        <translation>Pinfu est une main sans fu, mais {name} demande un brelan, qui rapporte des fu&#xa0;: aucune main n&apos;a les deux.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/called.py" line="325"/>
        <source>Toitoi is four triplets, but {name} needs a run: no hand has both.</source>
        <translation>Toitoi est fait de quatre brelans, mais {name} demande une suite&#xa0;: aucune main n&apos;a les deux.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/called.py" line="329"/>
        <source>Tanyao is all simples, but {name} needs terminals or honours: no hand has both.</source>
        <translation>Tanyao n&apos;a que des tuiles simples, mais {name} demande des terminales ou des honneurs&#xa0;: aucune main n&apos;a les deux.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="489"/>
        <source>Abortive draw: {kind}</source>
        <translation>Nul avorté&#xa0;: {kind}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="615"/>
        <location filename="../../tablekeeper/present.py" line="616"/>
        <source>the table</source>
        <translation>la table</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="617"/>
        <source>{payer} pays {payee} {amount} ({reason})</source>
        <translation>{payer} paie {amount} à {payee} ({reason})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/calculator.py" line="209"/>
        <source>A hand has at most four declared melds, not {count}.</source>
        <translation>Une main a au plus quatre combinaisons annoncées, pas {count}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/calculator.py" line="215"/>
        <source>With 1 meld declared, a winning hand has {need} concealed tiles (the winning tile included), not {count}.</source>
        <translation>Avec 1 combinaison annoncée, une main gagnante a {need} tuiles cachées (tuile gagnante comprise), pas {count}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/calculator.py" line="220"/>
        <source>With {melds} melds declared, a winning hand has {need} concealed tiles (the winning tile included), not {count}.</source>
        <translation>Avec {melds} combinaisons annoncées, une main gagnante a {need} tuiles cachées (tuile gagnante comprise), pas {count}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/calculator.py" line="226"/>
        <source>A winning hand has 14 tiles (the winning tile included), not {count}.</source>
        <translation>Une main gagnante a 14 tuiles (tuile gagnante comprise), pas {count}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/calculator.py" line="233"/>
        <source>The winning tile {tile} is not among the concealed tiles; they must include it.</source>
        <translation>La tuile gagnante {tile} n&apos;est pas parmi les tuiles cachées&#x202f;; elles doivent la comprendre.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/calculator.py" line="242"/>
        <source>No chi is called at a table of {size}: {tiles} cannot be a declared meld.</source>
        <translation>On n’annonce pas de chii à une table de {size}&#xa0;: {tiles} ne peut pas être une combinaison annoncée.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/calculator.py" line="255"/>
        <source>There are at most {most} dora indicators (and as many ura): one, and one per kan.</source>
        <translation>Il y a au plus {most} indicateurs de dora (et autant d&apos;ura)&#xa0;: un, plus un par kan.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/calculator.py" line="259"/>
        <location filename="../../tablekeeper/rules/hand/called.py" line="282"/>
        <source>Ura dora are only turned over for a hand won after riichi.</source>
        <translation>Les ura dora ne sont retournés que pour une main gagnée après riichi.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/calculator.py" line="265"/>
        <source>A table of {size} plays without {left_out}: there is no {tile} in its tiles.</source>
        <translation>Une table de {size} joue sans {left_out}&#xa0;: il n’y a pas de {tile} dans ses tuiles.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/calculator.py" line="277"/>
        <source>There are only four {tile} tiles: this hand and its indicators show {count}.</source>
        <translation>Il n&apos;y a que quatre tuiles {tile}&#xa0;: cette main et ses indicateurs en montrent {count}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/calculator.py" line="279"/>
        <source>There are only four {tile} tiles: this hand has {count}.</source>
        <translation>Il n&apos;y a que quatre tuiles {tile}&#xa0;: cette main en a {count}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/calculator.py" line="293"/>
        <source>There is only one red {tile}: this hand shows {count}.</source>
        <translation>Il n&apos;y a qu&apos;un seul {tile} rouge&#xa0;: cette main en montre {count}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/conditions.py" line="30"/>
        <source>There are only four North tiles: {kita} set aside and {count} in this hand, its melds and indicators make {total}.</source>
        <translation>Il n’y a que quatre tuiles Nord&#xa0;: {kita} mises de côté et {count} dans cette main, ses combinaisons et ses indicateurs font {total}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/conditions.py" line="39"/>
        <source>A table of {size} has no {wind} seat.</source>
        <translation>Une table de {size} n’a pas de place {wind}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/conditions.py" line="49"/>
        <source>These rules count no North set aside (kita); take out the {count} entered.</source>
        <translation>Ces règles ne comptent pas de Nord mis de côté (kita)&#x202f;; retirez les {count} saisis.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/conditions.py" line="102"/>
        <source>Riichi needs a closed hand, but this hand has an open meld.</source>
        <translation>Le riichi demande une main fermée, mais cette main a une combinaison ouverte.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/conditions.py" line="104"/>
        <source>Ippatsu is only possible after riichi.</source>
        <translation>L&apos;ippatsu n&apos;est possible qu&apos;après un riichi.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/conditions.py" line="106"/>
        <source>Chankan (robbing a kan) wins on another player&apos;s tile, so it is a ron, not a tsumo.</source>
        <translation>Le chankan (voler un kan) gagne sur la tuile d&apos;un autre joueur&#xa0;: c&apos;est donc un ron, pas un tsumo.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/conditions.py" line="108"/>
        <source>Rinshan kaihou wins on the tile drawn after a kan, so it is a tsumo.</source>
        <translation>Le rinshan kaihou gagne sur la tuile piochée après un kan&#xa0;: c&apos;est donc un tsumo.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/conditions.py" line="110"/>
        <source>Rinshan kaihou wins on the tile drawn after a kan, but this hand has no kan.</source>
        <translation>Le rinshan kaihou gagne sur la tuile piochée après un kan, mais cette main n&apos;a pas de kan.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/conditions.py" line="112"/>
        <source>Haitei is a tsumo on the last tile of the wall; a ron on the last discard is houtei.</source>
        <translation>Le haitei est un tsumo sur la dernière tuile du mur&#x202f;; un ron sur le dernier écart est un houtei.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/conditions.py" line="114"/>
        <source>Houtei is a ron on the last discard; a tsumo on the last tile is haitei.</source>
        <translation>Le houtei est un ron sur le dernier écart&#x202f;; un tsumo sur la dernière tuile est un haitei.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/conditions.py" line="116"/>
        <source>A hand cannot win on the last tile of the wall and on a replacement tile at once.</source>
        <translation>Une main ne peut pas gagner à la fois sur la dernière tuile du mur et sur une tuile de remplacement.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/conditions.py" line="118"/>
        <source>A hand cannot win on the last discard and by robbing a kan at once.</source>
        <translation>Une main ne peut pas gagner à la fois sur le dernier écart et en volant un kan.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/conditions.py" line="130"/>
        <source>{name} is won by the dealer (East).</source>
        <translation>{name} ne se gagne que par le donneur (Est).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/conditions.py" line="132"/>
        <source>{name} is won by a player who is not the dealer.</source>
        <translation>{name} ne se gagne que par un joueur qui n&apos;est pas le donneur.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/conditions.py" line="136"/>
        <source>{name} is won by tsumo.</source>
        <translation>{name} ne se gagne que par tsumo.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/conditions.py" line="136"/>
        <source>{name} is won by ron.</source>
        <translation>{name} ne se gagne que par ron.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/conditions.py" line="138"/>
        <source>{name} is won before any meld is declared.</source>
        <translation>{name} ne se gagne qu&apos;avant toute combinaison annoncée.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/tiles.py" line="84"/>
        <location filename="../../tablekeeper/present.py" line="224"/>
        <source>White dragon</source>
        <translation>Dragon blanc</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/tiles.py" line="85"/>
        <location filename="../../tablekeeper/present.py" line="225"/>
        <source>Green dragon</source>
        <translation>Dragon vert</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/tiles.py" line="86"/>
        <location filename="../../tablekeeper/present.py" line="226"/>
        <source>Red dragon</source>
        <translation>Dragon rouge</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/calculator.py" line="603"/>
        <source>These tiles are not a winning hand: it needs four sets and a pair, seven pairs, or thirteen orphans.</source>
        <translation>Ces tuiles ne forment pas une main gagnante&#xa0;: il faut quatre combinaisons et une paire, sept paires, ou les treize orphelins.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/calculator.py" line="608"/>
        <source>no yaku: this hand cannot win</source>
        <translation>aucun yaku&#xa0;: cette main ne peut pas gagner</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/melds.py" line="60"/>
        <source>{value} is not a meld: write KIND:TILES, e.g. pon:777z or chi:789p.</source>
        <translation>{value} n&apos;est pas une combinaison&#xa0;: écrivez TYPE:TUILES, par exemple pon:777z ou chi:789p.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/melds.py" line="73"/>
        <source>{value} is not a kind of meld: use chi, pon, kan, ankan or kakan.</source>
        <translation>{value} n&apos;est pas un type de combinaison&#xa0;: utilisez chi, pon, kan, ankan ou kakan.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/melds.py" line="109"/>
        <source>A chi is three tiles in a row, not {count} ({tiles}).</source>
        <translation>Un chi est une suite de trois tuiles, pas de {count} ({tiles}).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/melds.py" line="114"/>
        <source>{tiles} is no chi: a chi is three tiles in a row of one suit, such as 789p.</source>
        <translation>{tiles} n&apos;est pas un chi&#xa0;: un chi est une suite de trois tuiles d&apos;une même famille, comme 789p.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/melds.py" line="120"/>
        <source>A pon is 3 identical tiles, not {count} ({tiles}).</source>
        <translation>Un pon est fait de 3 tuiles identiques, pas de {count} ({tiles}).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/melds.py" line="122"/>
        <source>A kan is 4 identical tiles, not {count} ({tiles}).</source>
        <translation>Un kan est fait de 4 tuiles identiques, pas de {count} ({tiles}).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/melds.py" line="128"/>
        <source>{tiles} is no {kind}: its tiles must all be the same.</source>
        <translation>{tiles} n&apos;est pas un {kind}&#xa0;: ses tuiles doivent toutes être identiques.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/tiles.py" line="64"/>
        <source>{value} is not a wind: use E, S, W or N.</source>
        <translation>{value} n&apos;est pas un vent&#xa0;: utilisez E, S, W ou N.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/tiles.py" line="162"/>
        <source>There is no honour tile {tiles}: honours are 1z (East) to 7z (Red dragon).</source>
        <translation>Il n&apos;y a pas d&apos;honneur {tiles}&#xa0;: les honneurs vont de 1z (Est) à 7z (Dragon rouge).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/tiles.py" line="165"/>
        <source>Honours are 1z (East) to 7z (Red dragon), but {tiles} holds a digit that is none of them.</source>
        <translation>Les honneurs vont de 1z (Est) à 7z (Dragon rouge), mais {tiles} contient un chiffre qui n&apos;en désigne aucun.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/tiles.py" line="173"/>
        <source>The suit letter {letter} in {text} has no digits before it.</source>
        <translation>La lettre de famille {letter} dans {text} n&apos;est précédée d&apos;aucun chiffre.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/tiles.py" line="179"/>
        <source>{value} is not part of a tile: write tiles as digits and a suit letter, e.g. 123m55z.</source>
        <translation>{value} ne fait partie d&apos;aucune tuile&#xa0;: écrivez les tuiles avec des chiffres et une lettre de famille, par exemple 123m55z.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/tiles.py" line="184"/>
        <source>The digits {digits} in {text} need a suit letter (m, p, s or z) after them.</source>
        <translation>Les chiffres {digits} dans {text} doivent être suivis d&apos;une lettre de famille (m, p, s ou z).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/tiles.py" line="305"/>
        <source>{value} should be a single tile, such as 5s or 7z.</source>
        <translation>{value} devrait être une seule tuile, comme 5s ou 7z.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/tiles.py" line="322"/>
        <source>A tile is missing: each tile is written as a digit and a suit letter, such as 5s or 7z.</source>
        <translation>Il manque une tuile&#xa0;: chaque tuile s&apos;écrit avec un chiffre et une lettre de famille, comme 5s ou 7z.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/tiles.py" line="411"/>
        <source>There are only four {tile} tiles: this hand would have {count}.</source>
        <translation>Il n&apos;y a que quatre tuiles {tile}&#xa0;: cette main en aurait {count}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/tiles.py" line="417"/>
        <source>There is only one red {tile}: this hand would have {count}.</source>
        <translation>Il n&apos;y a qu&apos;un seul {tile} rouge&#xa0;: cette main en aurait {count}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/hand/tiles.py" line="429"/>
        <source>Under these rules one of the four {tile} tiles is the red five ({red}): there are only three plain ones, and this hand would have {count}.</source>
        <translation>Avec ces règles, l&apos;une des quatre tuiles {tile} est le cinq rouge ({red})&#xa0;: il n&apos;y en a que trois ordinaires, et cette main en aurait {count}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/points.py" line="103"/>
        <source>Han is a whole number, not {value}.</source>
        <translation>Les han sont un nombre entier, pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/points.py" line="105"/>
        <source>A winning hand has at least 1 han: with 0 han it cannot win.</source>
        <translation>Une main gagnante a au moins 1 han&#xa0;: avec 0 han, elle ne peut pas gagner.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/points.py" line="107"/>
        <source>No hand reaches {han} han.</source>
        <translation>Aucune main n&apos;atteint {han} han.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/points.py" line="111"/>
        <source>A hand of {han} han needs its fu to be scored.</source>
        <translation>Une main de {han} han a besoin de ses fu pour être comptée.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/points.py" line="114"/>
        <source>Fu is a whole number, not {value}.</source>
        <translation>Les fu sont un nombre entier, pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/points.py" line="117"/>
        <source>Every winning hand has at least 20 fu, so {fu} fu is impossible.</source>
        <translation>Toute main gagnante a au moins 20 fu&#xa0;: {fu} fu est donc impossible.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/points.py" line="122"/>
        <source>Fu are rounded up to a multiple of 10 ({fu} fu count as {rounded}); only seven pairs stays at 25.</source>
        <translation>Les fu s&apos;arrondissent à la dizaine supérieure ({fu} fu comptent pour {rounded})&#x202f;; seules les sept paires restent à 25.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/points.py" line="129"/>
        <source>No hand reaches {fu} fu; the most any hand can have is {most}.</source>
        <translation>Aucune main n&apos;atteint {fu} fu&#x202f;; le maximum possible est {most}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/points.py" line="137"/>
        <source>No hand of {han} han reaches {fu} fu; the most is {most}.</source>
        <translation>Aucune main de {han} han n&apos;atteint {fu} fu&#x202f;; le maximum est {most}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/points.py" line="145"/>
        <source>25 fu is seven pairs, which is worth 2 han on its own: 1 han 25 fu cannot happen.</source>
        <translation>25 fu, ce sont les sept paires, qui valent 2 han à elles seules&#xa0;: 1 han 25 fu est impossible.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/points.py" line="148"/>
        <source>Seven pairs by tsumo is at least 3 han (seven pairs and menzen tsumo).</source>
        <translation>Sept paires par tsumo valent au moins 3 han (sept paires et menzen tsumo).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/points.py" line="153"/>
        <source>A ron is never 20 fu: a closed ron earns 10 fu more, and an open hand with no fu counts 30.</source>
        <translation>Un ron n&apos;est jamais à 20 fu&#xa0;: un ron main fermée gagne 10 fu de plus, et une main ouverte sans fu en compte 30.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/points.py" line="158"/>
        <source>1 han 20 fu cannot happen: a 20-fu tsumo is pinfu with menzen tsumo, 2 han.</source>
        <translation>1 han 20 fu est impossible&#xa0;: un tsumo à 20 fu est un pinfu avec menzen tsumo, soit 2 han.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/points.py" line="162"/>
        <source>A 1-han tsumo never reaches {fu} fu; 1 han 110 fu happens only on a ron.</source>
        <translation>Un tsumo à 1 han n&apos;atteint jamais {fu} fu&#x202f;; 1 han 110 fu n&apos;arrive que sur un ron.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/points.py" line="223"/>
        <source>A yakuman hand counts at least one yakuman.</source>
        <translation>Une main yakuman compte au moins un yakuman.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/points.py" line="226"/>
        <source>No hand holds {count} yakuman; the most is {most}.</source>
        <translation>Aucune main ne réunit {count} yakuman&#x202f;; le maximum est {most}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/points.py" line="232"/>
        <source>Under aotenjou a yakuman counts as 13 han, so the hand&apos;s fu are needed.</source>
        <translation>En aotenjou, un yakuman compte pour 13 han&#xa0;: il faut donc les fu de la main.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/points.py" line="271"/>
        <source>The honba count is a whole number from 0 up, not {value}.</source>
        <translation>Le nombre de honba est un entier à partir de 0, pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/results.py" line="54"/>
        <source>The winner must be one of the four seats (0 to 3), not {value}.</source>
        <translation>Le gagnant doit être l&apos;une des quatre places (0 à 3), pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/results.py" line="55"/>
        <source>The liable player must be one of the four seats (0 to 3), not {value}.</source>
        <translation>Le joueur responsable doit être l&apos;une des quatre places (0 à 3), pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/results.py" line="56"/>
        <source>The discarder must be one of the four seats (0 to 3), not {value}.</source>
        <translation>Le jeteur doit être l&apos;une des quatre places (0 à 3), pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/results.py" line="58"/>
        <source>The tenpai player must be one of the four seats (0 to 3), not {value}.</source>
        <translation>Le joueur tenpai doit être l&apos;une des quatre places (0 à 3), pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/results.py" line="60"/>
        <source>The nagashi mangan player must be one of the four seats (0 to 3), not {value}.</source>
        <translation>Le joueur au nagashi mangan doit être l&apos;une des quatre places (0 à 3), pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/results.py" line="63"/>
        <source>The player who made the chombo must be one of the four seats (0 to 3), not {value}.</source>
        <translation>Le joueur qui a fait chombo doit être l&apos;une des quatre places (0 à 3), pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/results.py" line="99"/>
        <source>The tiles of a win must be a WinningTiles value.</source>
        <translation>Les tuiles d&apos;une victoire doivent être une valeur WinningTiles.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/results.py" line="101"/>
        <source>The yaku of a win must be a CalledYaku value.</source>
        <translation>Les yaku d&apos;une victoire doivent être une valeur CalledYaku.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/results.py" line="103"/>
        <source>A win is valued from its tiles or from the yaku called, not from both.</source>
        <translation>Une victoire est évaluée d&apos;après ses tuiles ou d&apos;après les yaku annoncés, pas les deux.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/results.py" line="107"/>
        <source>A winner cannot be liable (pao) for their own hand.</source>
        <translation>Un gagnant ne peut pas être responsable (pao) de sa propre main.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/results.py" line="109"/>
        <source>A win needs its han and fu, or its number of yakuman.</source>
        <translation>Une victoire a besoin de ses han et fu, ou de son nombre de yakuman.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/results.py" line="126"/>
        <source>A ron needs at least one winner.</source>
        <translation>Un ron a besoin d&apos;au moins un gagnant.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/results.py" line="128"/>
        <source>Each ron winner needs their hand&apos;s value (a Win).</source>
        <translation>Chaque gagnant d&apos;un ron a besoin de la valeur de sa main (un Win).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/results.py" line="131"/>
        <source>At most three players can ron the same discard: the fourth is the discarder.</source>
        <translation>Trois joueurs au plus peuvent faire ron sur le même écart&#xa0;: le quatrième est le jeteur.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/results.py" line="135"/>
        <source>The same player is named twice as a winner.</source>
        <translation>Le même joueur est nommé deux fois comme gagnant.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/results.py" line="137"/>
        <source>The discarder cannot win on their own discard; that would be a tsumo.</source>
        <translation>Le jeteur ne peut pas gagner sur son propre écart&#x202f;; ce serait un tsumo.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/results.py" line="150"/>
        <source>A tsumo has exactly one winner: the player who drew the winning tile.</source>
        <translation>Un tsumo a exactement un gagnant&#xa0;: le joueur qui a pioché la tuile gagnante.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/results.py" line="197"/>
        <source>There is no abortive draw called {value}; the kinds are {known}.</source>
        <translation>Il n&apos;y a pas de nul avorté appelé {value}&#x202f;; les types sont {known}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/results.py" line="227"/>
        <source>{0} did not declare riichi in this hand, but riichi is among the yaku called: untick it, or tick {0}&apos;s riichi.</source>
        <translation>{0} n&apos;a pas déclaré riichi dans cette main, mais riichi fait partie des yaku annoncés&#xa0;: décochez-le, ou cochez le riichi de {0}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/results.py" line="237"/>
        <source>{0} did not declare riichi in this hand, but the hand was valued from its tiles with riichi: value it again without riichi, or tick {0}&apos;s riichi.</source>
        <translation>{0} n&apos;a pas déclaré riichi dans cette main, mais la main a été évaluée à partir de ses tuiles avec riichi&#xa0;: évaluez-la de nouveau sans riichi, ou cochez le riichi de {0}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/results.py" line="325"/>
        <source>A stored hand cannot be read ({error}).</source>
        <translation>Une main enregistrée ne peut pas être lue ({error}).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/results.py" line="326"/>
        <source>A stored hand has an unknown kind: {kind}.</source>
        <translation>Une main enregistrée est d&apos;un type inconnu&#xa0;: {kind}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/ruleset.py" line="252"/>
        <source>A game lasts 1 to 4 rounds, not {rounds}.</source>
        <translation>Une partie dure de 1 à 4 tours, pas {rounds}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/ruleset.py" line="256"/>
        <source>A game of four rounds cannot go on into an extension round; turn one of them off.</source>
        <translation>Une partie de quatre tours ne peut pas se prolonger d&apos;un tour supplémentaire&#x202f;; désactivez l&apos;un des deux.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/ruleset.py" line="260"/>
        <source>A double-wind pair is worth 2 or 4 fu, not {fu}.</source>
        <translation>Une paire de vent double vaut 2 ou 4 fu, pas {fu}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/ruleset.py" line="264"/>
        <source>A round lasts 1 to {most} minutes, not {minutes}.</source>
        <translation>Un tour dure de 1 à {most} minutes, pas {minutes}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/ruleset.py" line="269"/>
        <source>A game has 3 or 4 players, not {value}.</source>
        <translation>Une partie se joue à 3 ou 4 joueurs, pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/ruleset.py" line="272"/>
        <source>The uma has one value for each of the {count} places, not {given}.</source>
        <translation>L’uma a une valeur pour chacune des {count} places, pas {given}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/ruleset.py" line="281"/>
        <source>The rule option {name} is from 0 to {most}, not {value}.</source>
        <translation>L&apos;option de règle {name} va de 0 à {most}, pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/ruleset.py" line="288"/>
        <source>Each uma is from {least} to {most} points, not {uma}.</source>
        <translation>Chaque uma va de {least} à {most} points, pas {uma}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/ruleset.py" line="418"/>
        <source>There is no rule set called {name}; the presets are {known}.</source>
        <translation>Il n&apos;y a pas de jeu de règles appelé {name}&#x202f;; les préréglages sont {known}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/ruleset.py" line="447"/>
        <source>This rule set has options tablekeeper does not know ({options}); it was probably written by a newer version.</source>
        <translation>Ce jeu de règles a des options que tablekeeper ne connaît pas ({options})&#x202f;; il a sans doute été écrit par une version plus récente.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/ruleset.py" line="487"/>
        <source>The rule option {name} has a value tablekeeper cannot read: {value}.</source>
        <translation>L&apos;option de règle {name} a une valeur que tablekeeper ne sait pas lire&#xa0;: {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/ruleset.py" line="503"/>
        <source>The stored rule set is not valid JSON.</source>
        <translation>Le jeu de règles enregistré n&apos;est pas du JSON valide.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/ruleset.py" line="505"/>
        <source>The stored rule set is not a JSON object.</source>
        <translation>Le jeu de règles enregistré n&apos;est pas un objet JSON.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="106"/>
        <source>A hand has at most four melds, not {count}.</source>
        <translation>Une main a au plus quatre combinaisons, pas {count}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="112"/>
        <source>A winning hand with {melds} melds has {needed} concealed tiles (the winning tile included), not {count}.</source>
        <translation>Une main gagnante avec {melds} combinaisons a {needed} tuiles cachées (tuile gagnante comprise), pas {count}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="122"/>
        <source>The winning tile is one tile, such as 5s or 7z, not {value}.</source>
        <translation>La tuile gagnante est une seule tuile, comme 5s ou 7z, pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="126"/>
        <source>The winning tile {tile} is not among the concealed tiles.</source>
        <translation>La tuile gagnante {tile} n&apos;est pas parmi les tuiles cachées.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="137"/>
        <source>{value} is no condition of a win; they are {conditions}.</source>
        <translation>{value} n&apos;est pas une condition de victoire&#x202f;; les conditions sont {conditions}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="148"/>
        <source>Each yaku line of a hand is a name and a value.</source>
        <translation>Chaque ligne de yaku d&apos;une main est un nom et une valeur.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="150"/>
        <source>Each fu line of a hand is a name and a value.</source>
        <translation>Chaque ligne de fu d&apos;une main est un nom et une valeur.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="161"/>
        <source>The Norths set aside (kita) of a hand are a whole number from 0 to {most}, not {value}.</source>
        <translation>Les Nords mis de côté (kita) d’une main sont un nombre entier de 0 à {most}, pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="179"/>
        <source>The condition {condition} belongs to a ron, not to a tsumo.</source>
        <translation>La condition {condition} est celle d&apos;un ron, pas d&apos;un tsumo.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="181"/>
        <source>The condition {condition} belongs to a tsumo, not to a ron.</source>
        <translation>La condition {condition} est celle d&apos;un tsumo, pas d&apos;un ron.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="227"/>
        <source>The tiles of a win are an object with its concealed tiles, winning tile and melds.</source>
        <translation>Les tuiles d&apos;une victoire sont un objet avec ses tuiles cachées, sa tuile gagnante et ses combinaisons.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="232"/>
        <source>Each yaku line of a hand is an object with a name and its han.</source>
        <translation>Chaque ligne de yaku d&apos;une main est un objet avec un nom et ses han.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="237"/>
        <source>Each fu line of a hand is an object with a name and its fu.</source>
        <translation>Chaque ligne de fu d&apos;une main est un objet avec un nom et ses fu.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="258"/>
        <source>The melds of a hand are a list, not {value}.</source>
        <translation>Les combinaisons d&apos;une main sont une liste, pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="259"/>
        <source>The conditions of a hand are a list, not {value}.</source>
        <translation>Les conditions d&apos;une main sont une liste, pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="260"/>
        <source>The yaku lines of a hand are a list, not {value}.</source>
        <translation>Les lignes de yaku d&apos;une main sont une liste, pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="261"/>
        <source>The fu lines of a hand are a list, not {value}.</source>
        <translation>Les lignes de fu d&apos;une main sont une liste, pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="266"/>
        <source>A hand has at most {most} melds, not {count}.</source>
        <translation>Une main a au plus {most} combinaisons, pas {count}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="267"/>
        <source>A hand has at most {most} conditions, not {count}.</source>
        <translation>Une main a au plus {most} conditions, pas {count}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="268"/>
        <source>A hand has at most {most} yaku lines, not {count}.</source>
        <translation>Une main a au plus {most} lignes de yaku, pas {count}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="269"/>
        <source>A hand has at most {most} fu lines, not {count}.</source>
        <translation>Une main a au plus {most} lignes de fu, pas {count}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="270"/>
        <source>A hand has at most {most} dora indicators, not {count}.</source>
        <translation>Une main a au plus {most} indicateurs de dora, pas {count}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="271"/>
        <source>A hand has at most {most} ura dora indicators, not {count}.</source>
        <translation>Une main a au plus {most} indicateurs d&apos;ura dora, pas {count}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="277"/>
        <source>The concealed tiles of a hand are tiles written as digits and a suit letter, such as 123m55z, not {value}.</source>
        <translation>Les tuiles cachées d&apos;une main s&apos;écrivent avec des chiffres et une lettre de famille, comme 123m55z, pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="280"/>
        <source>The winning tile of a hand are tiles written as digits and a suit letter, such as 123m55z, not {value}.</source>
        <translation>La tuile gagnante d&apos;une main s&apos;écrit avec des chiffres et une lettre de famille, comme 123m55z, pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="283"/>
        <source>The dora indicators of a hand are tiles written as digits and a suit letter, such as 123m55z, not {value}.</source>
        <translation>Les indicateurs de dora d&apos;une main s&apos;écrivent avec des chiffres et une lettre de famille, comme 123m55z, pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="286"/>
        <source>The ura dora indicators of a hand are tiles written as digits and a suit letter, such as 123m55z, not {value}.</source>
        <translation>Les indicateurs d&apos;ura dora d&apos;une main s&apos;écrivent avec des chiffres et une lettre de famille, comme 123m55z, pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="289"/>
        <source>The meld tiles of a hand are tiles written as digits and a suit letter, such as 123m55z, not {value}.</source>
        <translation>Les tuiles des combinaisons d&apos;une main s&apos;écrivent avec des chiffres et une lettre de famille, comme 123m55z, pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="295"/>
        <source>The han of the yaku line {line} is a whole number from 0 to {most}, not {value}.</source>
        <translation>Les han de la ligne de yaku {line} sont un nombre entier de 0 à {most}, pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="296"/>
        <source>The yakuman of the yaku line {line} is a whole number from 0 to {most}, not {value}.</source>
        <translation>Les yakuman de la ligne de yaku {line} sont un nombre entier de 0 à {most}, pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="297"/>
        <source>The fu of the fu line {line} is a whole number from 0 to {most}, not {value}.</source>
        <translation>Les fu de la ligne de fu {line} sont un nombre entier de 0 à {most}, pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="307"/>
        <source>The conditions of a win are names, such as riichi or ippatsu.</source>
        <translation>Les conditions d&apos;une victoire sont des noms, comme riichi ou ippatsu.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="334"/>
        <source>A {kind} has {size} tiles, not {count} ({value}).</source>
        <translation>Un {kind} a {size} tuiles, pas {count} ({value}).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="345"/>
        <source>A meld is its kind and its tiles, such as pon:777z or chi:789p, not {value}.</source>
        <translation>Une combinaison s&apos;écrit avec son type et ses tuiles, comme pon:777z ou chi:789p, pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="353"/>
        <source>Each line of a hand&apos;s yaku and fu has a name of 1 to {most} characters, not {value}.</source>
        <translation>Chaque ligne de yaku et de fu d&apos;une main a un nom de 1 à {most} caractères, pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/winning_tiles.py" line="361"/>
        <source>The line {line} of a hand holds {what}, which no name may hold.</source>
        <translation>La ligne {line} d&apos;une main contient {what}, ce qu&apos;aucun nom ne peut contenir.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/open_game.py" line="458"/>
        <source>Hand {number} would come after the end of the game.</source>
        <translation>La main {number} viendrait après la fin de la partie.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/open_game.py" line="461"/>
        <source>Hand {number} (which would then be {deal}, {honba} honba) cannot be replayed: {refusal}</source>
        <translation>La main {number} (qui serait alors {deal}, {honba} honba) ne peut pas être rejouée&#xa0;: {refusal}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/table.py" line="176"/>
        <source>This new game&apos;s identity is another game&apos;s (game {game}); nothing was stored.</source>
        <translation>L’identité de cette nouvelle partie est celle d’une autre (partie {game})&#x202f;; rien n’a été enregistré.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/open_games.py" line="165"/>
        <location filename="../../tablekeeper/service/table.py" line="237"/>
        <location filename="../../tablekeeper/store/writes.py" line="65"/>
        <source>There is no game {game}.</source>
        <translation>Il n&apos;y a pas de partie {game}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/table.py" line="121"/>
        <source>The first dealer is one of the {count} players (0 to {last}), not {value}.</source>
        <translation>Le premier donneur est l’un des {count} joueurs (0 à {last}), pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/table.py" line="248"/>
        <source>The riichi player is one of the four seats (0 to 3), not {value}.</source>
        <translation>Le joueur en riichi est l&apos;une des quatre places (0 à 3), pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/table.py" line="351"/>
        <source>This cannot be undone</source>
        <translation>Ceci ne peut pas être annulé</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/table.py" line="351"/>
        <source>This cannot be redone</source>
        <translation>Ceci ne peut pas être rétabli</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/table.py" line="357"/>
        <source>Game {game} has nothing to undo.</source>
        <translation>La partie {game} n&apos;a rien à annuler.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/table.py" line="359"/>
        <source>Game {game} has nothing to redo.</source>
        <translation>La partie {game} n&apos;a rien à rétablir.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/table.py" line="412"/>
        <source>There is no game {game} any more: it was deleted elsewhere.</source>
        <translation>La partie {game} n&apos;existe plus&#xa0;: elle a été supprimée ailleurs.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/table.py" line="461"/>
        <source>Game {game} was changed in another window or on another computer since it was opened here, so nothing was stored; it has been read again as it is now. Look at it, then enter your change again.</source>
        <translation>La partie {game} a été modifiée dans une autre fenêtre ou sur un autre ordinateur depuis son ouverture ici, donc rien n&apos;a été enregistré&#x202f;; elle a été relue telle qu&apos;elle est maintenant. Regardez-la, puis saisissez à nouveau votre modification.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/replay_check.py" line="142"/>
        <source>This game cannot be imported: {reason}</source>
        <translation>Cette partie ne peut pas être importée&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/replay_check.py" line="163"/>
        <source>This game cannot be imported: Hand {number} ({name}) gives {got} here, but the file says {claimed}.</source>
        <translation>Cette partie ne peut pas être importée&#xa0;: la main {number} ({name}) donne ici {got}, mais le fichier indique {claimed}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/replay_check.py" line="173"/>
        <source>This game cannot be imported: the file gives Hand {number} the number {claimed}.</source>
        <translation>Cette partie ne peut pas être importée&#xa0;: le fichier donne à la main {number} le numéro {claimed}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/replay_check.py" line="180"/>
        <source>This game cannot be imported: the file calls Hand {number} {claimed} with {claimed_honba} honba, but the hands before it make it {name} with {honba} honba.</source>
        <translation>Cette partie ne peut pas être importée&#xa0;: le fichier appelle la main {number} {claimed} avec {claimed_honba} honba, mais les mains qui la précèdent en font {name} avec {honba} honba.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/replay_check.py" line="197"/>
        <source>This game cannot be imported: the file&apos;s standings ({given}) are not those its hands give ({computed}).</source>
        <translation>Cette partie ne peut pas être importée&#xa0;: le classement du fichier ({given}) n&apos;est pas celui que donnent ses mains ({computed}).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/transfer.py" line="135"/>
        <source>This game is already stored as {game}, as the file gives it; it was not imported again.</source>
        <translation>Cette partie est déjà enregistrée comme {game}, telle que le fichier la donne&#x202f;; elle n&apos;a pas été importée une seconde fois.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/transfer.py" line="222"/>
        <location filename="../../tablekeeper/service/transfer.py" line="230"/>
        <source>{file}, game {number} of {count}: {reason}</source>
        <translation>{file}, partie {number} sur {count}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/records.py" line="33"/>
        <location filename="../../tablekeeper/service/transfer.py" line="244"/>
        <source>a game record</source>
        <translation>un enregistrement de partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/transfer.py" line="256"/>
        <source>{file} is larger than {size}, far more than any game.</source>
        <translation>{file} dépasse {size}, bien plus que n&apos;importe quelle partie.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/transfer.py" line="332"/>
        <source>{file} cannot be imported: {reason}</source>
        <translation>{file} ne peut pas être importé&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/transfer.py" line="419"/>
        <source>game {game} “{title}” of {date} with {players}</source>
        <translation>la partie {game} «&#x202f;{title}&#x202f;» du {date} avec {players}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/transfer.py" line="423"/>
        <source>game {game} of {date} with {players}</source>
        <translation>la partie {game} du {date} avec {players}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/transfer.py" line="434"/>
        <source>This game is already stored as {game}, and the file gives it otherwise: the file&apos;s version is newer ({file} changes; the stored one, {stored}).</source>
        <translation>Cette partie est déjà enregistrée comme {game}, et le fichier la donne autrement&#xa0;: la version du fichier est la plus récente ({file} modifications&#x202f;; celle enregistrée, {stored}).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/transfer.py" line="440"/>
        <source>This game is already stored as {game}, and the file gives it otherwise: the stored version is newer ({stored} changes; the file&apos;s, {file}).</source>
        <translation>Cette partie est déjà enregistrée comme {game}, et le fichier la donne autrement&#xa0;: la version enregistrée est la plus récente ({stored} modifications&#x202f;; celle du fichier, {file}).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/transfer.py" line="446"/>
        <source>This game is already stored as {game}, and the file gives it otherwise; neither version is newer (both have {stored} changes).</source>
        <translation>Cette partie est déjà enregistrée comme {game}, et le fichier la donne autrement&#x202f;; aucune version n&apos;est plus récente (chacune a {stored} modifications).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/transfer.py" line="160"/>
        <source>This game was stored or changed elsewhere while it was being imported, so nothing was stored; import it again to compare it with the game stored now.</source>
        <translation>Cette partie a été enregistrée ou modifiée ailleurs pendant son importation, donc rien n&apos;a été enregistré&#x202f;; importez-la à nouveau pour la comparer à la partie enregistrée maintenant.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/transfer.py" line="370"/>
        <source>{file} is the same game as game {game}, already stored (the same tiles dealt and the same scores in every hand); it was not imported again.</source>
        <translation>{file} est la même partie que la partie {game}, déjà enregistrée (les mêmes tuiles distribuées et les mêmes scores à chaque main)&#x202f;; elle n&apos;a pas été importée une seconde fois.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/transfer.py" line="378"/>
        <source>{file} is {site} game {online}, already stored as game {game}; it was not imported again.</source>
        <translation>{file} est la partie {site} {online}, déjà enregistrée comme partie {game}&#x202f;; elle n&apos;a pas été importée une seconde fois.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/transfer.py" line="470"/>
        <location filename="../../tablekeeper/service/transfer.py" line="494"/>
        <source>{file}: {reason}</source>
        <translation>{file}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/table.py" line="496"/>
        <source>Game {game} has no Hand {number}; its hands are numbered 1 to {count}.</source>
        <translation>La partie {game} n&apos;a pas de main {number}&#x202f;; ses mains sont numérotées de 1 à {count}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/table.py" line="498"/>
        <source>Game {game} has no Hand {number}; it has no hand yet.</source>
        <translation>La partie {game} n&apos;a pas de main {number}&#x202f;; elle n&apos;a encore aucune main.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/table.py" line="504"/>
        <source>Hand {number} cannot be changed</source>
        <translation>La main {number} ne peut pas être modifiée</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/table.py" line="508"/>
        <source>Hand {number} cannot be deleted</source>
        <translation>La main {number} ne peut pas être supprimée</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/table.py" line="521"/>
        <source>{refusal}: {reason} Nothing was changed.</source>
        <translation>{refusal}&#xa0;: {reason} Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/table.py" line="525"/>
        <source>{refusal}: {reason}</source>
        <translation>{refusal}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/history.py" line="34"/>
        <source>action {position} of its undo history cannot be read</source>
        <translation>l&apos;action {position} de son historique d&apos;annulation est illisible</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/stored_games.py" line="110"/>
        <source>A game&apos;s title has at most {most} characters, not {count}.</source>
        <translation>Le titre d&apos;une partie a au plus {most} caractères, pas {count}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/stored_games.py" line="112"/>
        <source>A game&apos;s venue has at most {most} characters, not {count}.</source>
        <translation>Le lieu d&apos;une partie a au plus {most} caractères, pas {count}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/stored_games.py" line="118"/>
        <source>A game&apos;s title cannot hold {what}.</source>
        <translation>Le titre d&apos;une partie ne peut pas contenir {what}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/stored_games.py" line="120"/>
        <source>A game&apos;s venue cannot hold {what}.</source>
        <translation>Le lieu d&apos;une partie ne peut pas contenir {what}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/stored_games.py" line="153"/>
        <source>A game under these rules needs {count} players, not {given}.</source>
        <translation>Une partie sous ces règles demande {count} joueurs, pas {given}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/stored_games.py" line="158"/>
        <source>The same player is named twice; each player needs their own name.</source>
        <translation>Le même joueur est nommé deux fois&#x202f;; chaque joueur a besoin de son propre nom.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/stored_games.py" line="139"/>
        <source>Every player needs a name.</source>
        <translation>Chaque joueur a besoin d&apos;un nom.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/stored_games.py" line="141"/>
        <source>A player&apos;s name has at most {most} characters.</source>
        <translation>Le nom d&apos;un joueur a au plus {most} caractères.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/stored_games.py" line="144"/>
        <source>A player&apos;s name cannot hold {what}.</source>
        <translation>Le nom d&apos;un joueur ne peut pas contenir {what}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/store/writes.py" line="74"/>
        <source>Game {game} was changed elsewhere since it was read; nothing was stored.</source>
        <translation>La partie {game} a été modifiée ailleurs depuis qu&apos;elle a été lue&#x202f;; rien n&apos;a été enregistré.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/store/writes.py" line="83"/>
        <source>The game was changed by someone else at the same time; nothing was stored.</source>
        <translation>La partie a été modifiée par quelqu&apos;un d&apos;autre au même moment&#x202f;; rien n&apos;a été enregistré.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/store/writes.py" line="98"/>
        <source>The game was stored or changed elsewhere while it was being imported.</source>
        <translation>La partie a été enregistrée ou modifiée ailleurs pendant son import.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/store/writes.py" line="383"/>
        <source>a row cannot be read: {error}</source>
        <translation>une ligne est illisible&#xa0;: {error}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/stored_games.py" line="72"/>
        <source>its rule set cannot be read: {reason}</source>
        <translation>ses règles sont illisibles&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/table.py" line="539"/>
        <source>Game {game} is finished; undo its last change to go on with it.</source>
        <translation>La partie {game} est terminée&#x202f;; annulez sa dernière modification pour la continuer.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/stored_games.py" line="85"/>
        <source>Game {game} cannot be replayed: {reason}</source>
        <translation>La partie {game} ne peut pas être rejouée&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="77"/>
        <source>There is no chi of honours: a chi is three tiles in a row of one suit (man, pin or sou).</source>
        <translation>Il n&apos;y a pas de chi d&apos;honneurs&#xa0;: un chi est une suite de trois tuiles d&apos;une même famille (man, pin ou sou).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="82"/>
        <source>A chi is three tiles in a row, so none starts from an 8: click its lowest tile (7{suit} for 789{suit}).</source>
        <translation>Un chi est une suite de trois tuiles&#xa0;: aucun ne commence par un 8. Cliquez sa plus petite tuile (7{suit} pour 789{suit}).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="87"/>
        <source>A chi is three tiles in a row, so none starts from a 9: click its lowest tile (7{suit} for 789{suit}).</source>
        <translation>Un chi est une suite de trois tuiles&#xa0;: aucun ne commence par un 9. Cliquez sa plus petite tuile (7{suit} pour 789{suit}).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="126"/>
        <source>a game exported by tablekeeper</source>
        <translation>une partie exportée par tablekeeper</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="140"/>
        <source>This file of games is in version {version} of the format; this tablekeeper reads version {ours}.</source>
        <translation>Ce fichier de parties est en version {version} du format&#x202f;; ce tablekeeper lit la version {ours}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="148"/>
        <source>This file of games is damaged: its &quot;games&quot; is not a list of games; nothing was imported.</source>
        <translation>Ce fichier de parties est endommagé&#xa0;: son «&#x202f;games&#x202f;» n&apos;est pas une liste de parties&#x202f;; rien n&apos;a été importé.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="152"/>
        <source>This file holds more than {count} games; nothing was imported.</source>
        <translation>Ce fichier contient plus de {count} parties&#x202f;; rien n&apos;a été importé.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="161"/>
        <source>This is not a game exported by tablekeeper (its &quot;format&quot; is not tablekeeper-game).</source>
        <translation>Ce n&apos;est pas une partie exportée par tablekeeper (son «&#x202f;format&#x202f;» n&apos;est pas tablekeeper-game).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="166"/>
        <source>This game file is damaged: its &quot;version&quot; is {version}, not a whole number.</source>
        <translation>Ce fichier de partie est endommagé&#xa0;: sa «&#x202f;version&#x202f;» est {version}, pas un nombre entier.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="172"/>
        <source>This game was exported in version {version} of the format; this tablekeeper reads version {ours}.</source>
        <translation>Cette partie a été exportée en version {version} du format&#x202f;; ce tablekeeper lit la version {ours}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="177"/>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="144"/>
        <source>the file</source>
        <translation>le fichier</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="191"/>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="192"/>
        <source>true when the game has a finish time</source>
        <translation>true quand la partie a une heure de fin</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="197"/>
        <source>a whole number of changes, 0 or more</source>
        <translation>un nombre entier de modifications, 0 ou plus</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="200"/>
        <source>the rule set&apos;s options</source>
        <translation>les options des règles</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="209"/>
        <source>a list of hands</source>
        <translation>une liste de mains</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="213"/>
        <source>This game file has more than {count} hands, far more than any game.</source>
        <translation>Ce fichier de partie a plus de {count} mains, bien plus que n&apos;importe quelle partie.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="219"/>
        <source>Hand {number} of &quot;hands&quot;</source>
        <translation>la main {number} de «&#x202f;hands&#x202f;»</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="225"/>
        <source>This game file is damaged: {field} should be {wanted}; nothing was imported.</source>
        <translation>Ce fichier de partie est endommagé&#xa0;: {field} devrait être {wanted}&#x202f;; rien n&apos;a été importé.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="233"/>
        <source>This game cannot be imported: {field}: {reason}</source>
        <translation>Cette partie ne peut pas être importée&#xa0;: {field}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="273"/>
        <source>a game&apos;s identity, such as 6c3f0d52-9a47-4d59-8f0e-2b1a7c5e93d4</source>
        <translation>l&apos;identité d&apos;une partie, comme 6c3f0d52-9a47-4d59-8f0e-2b1a7c5e93d4</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="311"/>
        <source>a text of at most {count} characters</source>
        <translation>un texte d&apos;au plus {count} caractères</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="321"/>
        <source>a time such as 2026-03-01T10:00:00+00:00, in the years {first} to {last}</source>
        <translation>une heure comme 2026-03-01T10:00:00+00:00, dans les années {first} à {last}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="340"/>
        <source>a list of up to four places, each with its seat, player, points, place and score</source>
        <translation>une liste d&apos;au plus quatre rangs, chacun avec sa place, son joueur, ses points, son rang et son score</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="363"/>
        <source>an object with the hand&apos;s result and deltas</source>
        <translation>un objet avec le résultat et les écarts de points de la main</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="287"/>
        <source>a list of three or four names</source>
        <translation>une liste de trois ou quatre noms</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="291"/>
        <source>names of at most {count} characters</source>
        <translation>des noms d’au plus {count} caractères</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="301"/>
        <source>This game file names {count} players, but its rule set “{rules}” is played by {table}; nothing was imported.</source>
        <translation>Ce fichier de partie nomme {count} joueurs, mais ses règles «&#x202f;{rules}&#x202f;» se jouent à {table}&#x202f;; rien n’a été importé.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="368"/>
        <source>{count} deltas in whole points, one a player</source>
        <translation>{count} écarts en points entiers, un par joueur</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="373"/>
        <source>numbered from 1</source>
        <translation>numérotée à partir de 1</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="374"/>
        <source>named like East 1</source>
        <translation>nommée comme East 1</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="375"/>
        <source>given its honba as a whole number</source>
        <translation>avec ses honba en nombre entier</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="384"/>
        <source>{what}: a list of different seats 0 to 3</source>
        <translation>{what}&#xa0;: une liste de places différentes de 0 à 3</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="390"/>
        <source>a win: its winner (0 to 3), han and fu, or yakuman, and the liable player or null</source>
        <translation>une victoire&#xa0;: son gagnant (0 à 3), ses han et fu, ou ses yakuman, et le joueur responsable ou null</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="397"/>
        <source>a win&apos;s han: a whole number up to {most}, or null</source>
        <translation>les han d&apos;une victoire&#xa0;: un nombre entier jusqu&apos;à {most}, ou null</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="401"/>
        <source>a win&apos;s fu: a whole number up to {most}, or null</source>
        <translation>les fu d&apos;une victoire&#xa0;: un nombre entier jusqu&apos;à {most}, ou null</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="403"/>
        <source>a win&apos;s yakuman: a whole number up to {most}</source>
        <translation>les yakuman d&apos;une victoire&#xa0;: un nombre entier jusqu&apos;à {most}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="404"/>
        <source>a win&apos;s liable player: a seat 0 to 3, or null</source>
        <translation>le joueur responsable d&apos;une victoire&#xa0;: une place de 0 à 3, ou null</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="408"/>
        <source>a win&apos;s tiles: an object with the hand&apos;s tiles, or null</source>
        <translation>les tuiles d&apos;une victoire&#xa0;: un objet avec les tuiles de la main, ou null</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="411"/>
        <source>a win&apos;s yaku: an object with the yaku called, or null</source>
        <translation>les yaku d&apos;une victoire&#xa0;: un objet avec les yaku annoncés, ou null</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="415"/>
        <source>a result whose kind is one of {kinds}</source>
        <translation>un résultat dont le genre est l&apos;un de {kinds}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="419"/>
        <source>the riichi players</source>
        <translation>les joueurs en riichi</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="421"/>
        <source>a ron&apos;s discarder: a seat 0 to 3</source>
        <translation>le jeteur d&apos;un ron&#xa0;: une place de 0 à 3</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="423"/>
        <source>a ron&apos;s wins: a list of one to three wins</source>
        <translation>les victoires d&apos;un ron&#xa0;: une liste d&apos;une à trois victoires</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="430"/>
        <source>the tenpai players</source>
        <translation>les joueurs tenpai</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="431"/>
        <source>the nagashi mangan players</source>
        <translation>les joueurs en nagashi mangan</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="433"/>
        <source>an abortive draw&apos;s kind</source>
        <translation>le genre d&apos;une partie nulle avortée</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/game_file.py" line="435"/>
        <source>a chombo&apos;s offender: a seat 0 to 3</source>
        <translation>le fautif d&apos;un chombo&#xa0;: une place de 0 à 3</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mjlog.py" line="90"/>
        <source>{file} is not a Tenhou mjlog (it declares a document type, which no mjlog does).</source>
        <translation>{file} n&apos;est pas un mjlog de Tenhou (il déclare un type de document, ce qu&apos;aucun mjlog ne fait).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mjlog.py" line="96"/>
        <source>{file} is not a Tenhou mjlog (its XML cannot be read).</source>
        <translation>{file} n&apos;est pas un mjlog de Tenhou (son XML est illisible).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mjlog.py" line="99"/>
        <source>{file} is XML but not a Tenhou mjlog (no &lt;mjloggm&gt; element).</source>
        <translation>{file} est du XML mais pas un mjlog de Tenhou (pas d&apos;élément &lt;mjloggm&gt;).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/reading.py" line="101"/>
        <source>{count} MB</source>
        <translation>{count} Mo</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/reading.py" line="103"/>
        <source>{count} bytes</source>
        <translation>{count} octets</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/reading.py" line="143"/>
        <source>{file} is larger than {size}, more than a file of games may hold; nothing was read from it. Export fewer games to a file (--since, --until).</source>
        <translation>{file} dépasse {size}, plus que ce qu&apos;un fichier de parties peut contenir&#x202f;; rien n&apos;en a été lu. Exportez moins de parties par fichier (--since, --until).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/reading.py" line="158"/>
        <source>{file} holds far more values than a file of games does; nothing was read.</source>
        <translation>{file} contient bien plus de valeurs qu&apos;un fichier de parties&#x202f;; rien n&apos;a été lu.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/reading.py" line="170"/>
        <source>a named pipe</source>
        <translation>un tube nommé</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/reading.py" line="172"/>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/reading.py" line="174"/>
        <source>a device</source>
        <translation>un périphérique</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/reading.py" line="176"/>
        <source>{file} is {kind}, not a file of games; nothing was read from it.</source>
        <translation>{file} est {kind}, pas un fichier de parties&#x202f;; rien n&apos;en a été lu.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/reading.py" line="181"/>
        <source>{file} cannot be read: {reason}.</source>
        <translation>{file} ne peut pas être lu&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/reading.py" line="186"/>
        <source>{file} is larger than {size}, far more than any game; nothing was read from it.</source>
        <translation>{file} dépasse {size}, bien plus que n&apos;importe quelle partie&#x202f;; rien n&apos;en a été lu.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/reading.py" line="203"/>
        <source>{file} is a damaged gzip file.</source>
        <translation>{file} est un fichier gzip endommagé.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/reading.py" line="206"/>
        <source>{file} unpacks to more than {size}, far more than any game record; it was not read.</source>
        <translation>{file} se décompresse en plus de {size}, bien plus que n&apos;importe quel enregistrement de partie&#x202f;; il n&apos;a pas été lu.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/reading.py" line="219"/>
        <source>{file} is not UTF-8 text, so not {what}.</source>
        <translation>{file} n&apos;est pas du texte UTF-8, donc pas {what}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/reading.py" line="253"/>
        <source>{file} is not a JSON file, so not {what}.</source>
        <translation>{file} n&apos;est pas un fichier JSON, donc pas {what}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/reading.py" line="258"/>
        <source>a number of {count} characters</source>
        <translation>un nombre de {count} caractères</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/reading.py" line="261"/>
        <source>{file} holds the number {number}, which no figure of a game can be; nothing was imported.</source>
        <translation>{file} contient le nombre {number}, qu&apos;aucun chiffre d&apos;une partie ne peut valoir&#x202f;; rien n&apos;a été importé.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/reading.py" line="274"/>
        <source>{file} nests its JSON deeper than any game file does; nothing was imported.</source>
        <translation>{file} imbrique son JSON plus profondément qu&apos;aucun fichier de partie&#x202f;; rien n&apos;a été importé.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou.py" line="33"/>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="133"/>
        <source>a Tenhou JSON game</source>
        <translation>une partie Tenhou en JSON</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mjlog.py" line="113"/>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="118"/>
        <source>its header</source>
        <translation>son en-tête</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mjlog.py" line="121"/>
        <source>{file} cannot be imported: in {where}, the {attribute} of &lt;{element}&gt; has none, where the record needs {wanted}.</source>
        <translation>{file} ne peut pas être importé&#xa0;: dans {where}, &lt;{element}&gt; n&apos;a pas d&apos;attribut {attribute}, alors que l&apos;enregistrement demande {wanted}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mjlog.py" line="126"/>
        <source>{file} cannot be imported: in {where}, the {attribute} of &lt;{element}&gt; is {value}, where the record needs {wanted}.</source>
        <translation>{file} ne peut pas être importé&#xa0;: dans {where}, l&apos;attribut {attribute} de &lt;{element}&gt; vaut {value}, alors que l&apos;enregistrement demande {wanted}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mjlog.py" line="147"/>
        <source>a whole number from {low} to {high}</source>
        <translation>un nombre entier de {low} à {high}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mjlog.py" line="167"/>
        <source>whole numbers from {low} to {high}, separated by commas</source>
        <translation>des nombres entiers de {low} à {high}, séparés par des virgules</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mjlog.py" line="169"/>
        <source>{count} whole numbers from {low} to {high}, separated by commas</source>
        <translation>{count} nombres entiers de {low} à {high}, séparés par des virgules</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mjlog.py" line="190"/>
        <source>a round from 0 to 15, then honba and sticks up to {count}</source>
        <translation>un tour de 0 à 15, puis des honba et des mises jusqu&apos;à {count}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mjlog.py" line="264"/>
        <source>{file} cannot be imported: {where} has a tsumo and another win.</source>
        <translation>{file} ne peut pas être importé&#xa0;: {where} compte un tsumo et une autre victoire.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mjlog.py" line="271"/>
        <source>{file} cannot be imported: {where} has wins on different discards.</source>
        <translation>{file} ne peut pas être importé&#xa0;: {where} compte des victoires sur des écarts différents.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mjlog.py" line="278"/>
        <source>{file} cannot be imported: {where} has no result (the record is cut short or damaged).</source>
        <translation>{file} ne peut pas être importé&#xa0;: {where} n&apos;a pas de résultat (l&apos;enregistrement est tronqué ou endommagé).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mjlog.py" line="307"/>
        <source>at most {han} han and {fu} fu</source>
        <translation>au plus {han} han et {fu} fu</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mjlog.py" line="351"/>
        <source>{file} cannot be imported: it has a result before its first hand begins (an &lt;INIT&gt; is missing).</source>
        <translation>{file} ne peut pas être importé&#xa0;: il donne un résultat avant le début de sa première main (il manque un &lt;INIT&gt;).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mjlog.py" line="234"/>
        <source>{file} cannot be imported: in {where}, &lt;{element}&gt; names no tile.</source>
        <translation>{file} ne peut pas être importé&#xa0;: dans {where}, &lt;{element}&gt; ne désigne aucune tuile.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mahjongsoul.py" line="127"/>
        <location filename="../../tablekeeper/importers/mjlog.py" line="356"/>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="188"/>
        <source>{file} holds no hand.</source>
        <translation>{file} ne contient aucune main.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mjlog.py" line="391"/>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="218"/>
        <source>the game&apos;s end</source>
        <translation>la fin de la partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mjlog.py" line="393"/>
        <source>8 numbers: each final score in hundreds, then its +/- score</source>
        <translation>8 nombres&#xa0;: chaque score final en centaines, puis son score +/-</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mjlog.py" line="422"/>
        <source>{file} cannot be imported: {where} ends in a draw of a kind tablekeeper does not know ({kind}).</source>
        <translation>{file} ne peut pas être importé&#xa0;: {where} se termine par un nul d&apos;un type que tablekeeper ne connaît pas ({kind}).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="87"/>
        <source>{what}: four whole numbers of points</source>
        <translation>{what}&#xa0;: quatre nombres entiers de points</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="98"/>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="273"/>
        <source>the seat a table of {count} lacks has no points, name or tiles</source>
        <translation>la place qui manque à une table de {count} n’a ni points, ni nom, ni tuiles</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="123"/>
        <source>{file} is not a Tenhou JSON game tablekeeper can read: in {where}, {wanted}.</source>
        <translation>{file} n&apos;est pas une partie Tenhou en JSON que tablekeeper sait lire&#xa0;: dans {where}, {wanted}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_game.py" line="74"/>
        <source>Hand {number}</source>
        <comment>a place in a record</comment>
        <translation>la main {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_game.py" line="198"/>
        <source>{file} cannot be imported: {where} is not a hand the rules know: {reason}</source>
        <translation>{file} ne peut pas être importé&#xa0;: {where} n&apos;est pas une main que les règles connaissent&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_game.py" line="208"/>
        <source>{file} has more than {count} hands, far more than any game.</source>
        <translation>{file} compte plus de {count} mains, bien plus qu&apos;aucune partie.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_game.py" line="216"/>
        <source>{file} cannot be imported: it is a game of {count} players, but in {where} the empty seat has points, a name or a move (the record is damaged).</source>
        <translation>{file} ne peut pas être importé&#xa0;: c’est une partie à {count} joueurs, mais en {where} la place vide a des points, un nom ou un coup (l’enregistrement est abîmé).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_game.py" line="253"/>
        <source>{file} cannot be imported: its game was played in a room of its own rules, each player starting from {start} points where Tenhou&apos;s rooms start from {usual}; tablekeeper does not take a room&apos;s own start, return and uma from a log.</source>
        <translation>{file} ne peut pas être importé&#xa0;: sa partie a été jouée dans une salle aux règles propres, chaque joueur partant de {start} points là où les salles de Tenhou partent de {usual}&#x202f;; tablekeeper ne reprend pas d&apos;un journal le départ, le retour et l&apos;uma propres à une salle.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_game.py" line="264"/>
        <source>{file} cannot be imported: its &lt;GO type&gt; ({kind}) has rule bits past those of Tenhou&apos;s lobbies (a room of its own rules), which tablekeeper does not know.</source>
        <translation>{file} ne peut pas être importé&#xa0;: son &lt;GO type&gt; ({kind}) a des bits de règles au-delà de ceux des salons de Tenhou (une salle aux règles propres), que tablekeeper ne connaît pas.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="142"/>
        <source>line {number}</source>
        <translation>la ligne {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="148"/>
        <source>{file} is not a Tenhou JSON game: {where} is a list, where a game is an object with a &quot;log&quot;.</source>
        <translation>{file} n&apos;est pas une partie Tenhou en JSON&#xa0;: {where} est une liste, alors qu&apos;une partie est un objet avec un &quot;log&quot;.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="152"/>
        <source>{file} is not a Tenhou JSON game: {where} is not an object, where a game is an object with a &quot;log&quot;.</source>
        <translation>{file} n&apos;est pas une partie Tenhou en JSON&#xa0;: {where} n&apos;est pas un objet, alors qu&apos;une partie est un objet avec un &quot;log&quot;.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="162"/>
        <source>&quot;rule&quot; is an object such as {&quot;disp&quot;: &quot;鳳南喰赤&quot;, &quot;aka&quot;: 1}</source>
        <translation>&quot;rule&quot; doit être un objet tel que {&quot;disp&quot;: &quot;鳳南喰赤&quot;, &quot;aka&quot;: 1}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="164"/>
        <source>&quot;rule&quot;.&quot;disp&quot; is a short text</source>
        <translation>&quot;rule&quot;.&quot;disp&quot; doit être un texte court</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="166"/>
        <source>&quot;rule&quot;.&quot;aka&quot; is 0 or 1</source>
        <translation>&quot;rule&quot;.&quot;aka&quot; doit valoir 0 ou 1</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="171"/>
        <source>&quot;name&quot; is a list of four names</source>
        <translation>&quot;name&quot; doit être une liste de quatre noms</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="176"/>
        <source>&quot;title&quot; is a list of texts</source>
        <translation>&quot;title&quot; doit être une liste de textes</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="178"/>
        <source>&quot;ref&quot; is a game id</source>
        <translation>&quot;ref&quot; doit être un identifiant de partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="182"/>
        <source>&quot;log&quot; is the list of the hands</source>
        <translation>&quot;log&quot; doit être la liste des mains</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="204"/>
        <source>the player at seat {seat}</source>
        <translation>le joueur de la place {seat}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="229"/>
        <source>&quot;sc&quot; is 8 numbers: each final score in points, then its +/- score</source>
        <translation>«&#x202f;sc&#x202f;» est 8 nombres&#xa0;: chaque score final en points, puis son score +/-</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="254"/>
        <source>a hand is a list of 17 parts</source>
        <translation>une main doit être une liste de 17 éléments</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="263"/>
        <source>the hand&apos;s first part is [round 0 to 15, honba, riichi sticks]</source>
        <translation>le premier élément de la main doit être [tour de 0 à 15, honba, mises de riichi]</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="269"/>
        <source>the hand&apos;s dora indicators are tile codes</source>
        <translation>les indicateurs de dora de la main sont des codes de tuiles</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mahjongsoul.py" line="244"/>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="266"/>
        <source>the hand&apos;s start scores</source>
        <translation>les scores de départ de la main</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="280"/>
        <source>the starting hand of {player} is 13 tile codes</source>
        <translation>la main de départ de {player} doit être 13 codes de tuiles</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="288"/>
        <source>the draws of {player} are tile codes and calls</source>
        <translation>les pioches de {player} doivent être des codes de tuiles et des annonces</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="300"/>
        <source>the discards of {player} are tile codes, riichi discards and kans</source>
        <translation>les écarts de {player} doivent être des codes de tuiles, des écarts de riichi et des kans</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="306"/>
        <source>the result starts with its kind</source>
        <translation>le résultat doit commencer par son type</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="310"/>
        <source>a win has its changes and its details for each winner</source>
        <translation>une victoire doit avoir ses variations et ses détails pour chaque gagnant</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mahjongsoul.py" line="307"/>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="312"/>
        <source>a win&apos;s changes</source>
        <translation>les variations d&apos;une victoire</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="318"/>
        <source>a win&apos;s details are [winner, discarder, liable player, points, yaku...]</source>
        <translation>les détails d&apos;une victoire doivent être [gagnant, jeteur, joueur responsable, points, yaku...]</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="321"/>
        <source>a draw has at most its changes</source>
        <translation>un nul a au plus ses variations</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mahjongsoul.py" line="62"/>
        <source>its head</source>
        <translation>son en-tête</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mahjongsoul.py" line="73"/>
        <source>{file} is not a Mahjong Soul record tablekeeper can read: in {where}, {wanted}.</source>
        <translation>{file} n&apos;est pas un enregistrement Mahjong Soul que tablekeeper sait lire&#xa0;: dans {where}, {wanted}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mahjongsoul.py" line="92"/>
        <source>&quot;uuid&quot; is the game&apos;s id</source>
        <translation>«&#x202f;uuid&#x202f;» est l&apos;identifiant de la partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mahjongsoul.py" line="95"/>
        <source>&quot;config&quot; is the room&apos;s mode and rules</source>
        <translation>«&#x202f;config&#x202f;» est le mode et les règles de la salle</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mahjongsoul.py" line="103"/>
        <source>its actions</source>
        <translation>ses actions</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mahjongsoul.py" line="107"/>
        <source>each hand ends before the next begins</source>
        <translation>chaque main finit avant que la suivante commence</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mahjongsoul.py" line="125"/>
        <source>its last hand has its end</source>
        <translation>sa dernière main a sa fin</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mahjongsoul.py" line="147"/>
        <source>&quot;start_time&quot; is a time in seconds since 1970</source>
        <translation>«&#x202f;start_time&#x202f;» est une heure en secondes depuis 1970</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mahjongsoul.py" line="154"/>
        <source>&quot;accounts&quot; lists the players</source>
        <translation>«&#x202f;accounts&#x202f;» liste les joueurs</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mahjongsoul.py" line="162"/>
        <source>each account has its seat, 0 to {last}, and a nickname</source>
        <translation>chaque compte a sa place, de 0 à {last}, et un pseudonyme</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mahjongsoul.py" line="174"/>
        <source>&quot;result&quot; gives each of the {count} seats its final points and +/- score</source>
        <translation>«&#x202f;result&#x202f;» donne à chacune des {count} places ses points finaux et son score +/-</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mahjongsoul.py" line="198"/>
        <location filename="../../tablekeeper/importers/mahjongsoul.py" line="201"/>
        <source>&quot;data&quot; holds the record</source>
        <translation>«&#x202f;data&#x202f;» contient l&apos;enregistrement</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mahjongsoul.py" line="203"/>
        <source>&quot;actions&quot; is the list of the record&apos;s events</source>
        <translation>«&#x202f;actions&#x202f;» est la liste des événements de l&apos;enregistrement</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mahjongsoul.py" line="220"/>
        <source>each event has its name and its content</source>
        <translation>chaque événement a son nom et son contenu</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mahjongsoul.py" line="230"/>
        <source>{what}: {count} whole numbers of points</source>
        <translation>{what}&#xa0;: {count} nombres entiers de points</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mahjongsoul.py" line="242"/>
        <source>a new hand gives its round, dealer, honba and riichi sticks</source>
        <translation>une nouvelle main donne sa donne, son donneur, ses honba et ses bâtons de riichi</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mahjongsoul.py" line="254"/>
        <source>a riichi&apos;s stick names the seat that put it</source>
        <translation>le bâton d&apos;un riichi nomme la place qui l&apos;a posé</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mahjongsoul.py" line="267"/>
        <source>an abortive draw is of a kind 1 to 5</source>
        <translation>une main nulle avortée est d&apos;un type de 1 à 5</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mahjongsoul.py" line="275"/>
        <source>a draw says of each seat whether it was tenpai</source>
        <translation>une main nulle dit de chaque place si elle était tenpai</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mahjongsoul.py" line="279"/>
        <location filename="../../tablekeeper/importers/mahjongsoul.py" line="293"/>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="323"/>
        <source>a draw&apos;s changes</source>
        <translation>les variations d&apos;un nul</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mahjongsoul.py" line="305"/>
        <source>a win has one winner or more</source>
        <translation>une victoire a un gagnant ou plus</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mahjongsoul.py" line="310"/>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="348"/>
        <source>a tsumo has one winner</source>
        <translation>un tsumo doit avoir un seul gagnant</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mahjongsoul.py" line="316"/>
        <source>a ron is paid by one discarder</source>
        <translation>un ron est payé par un seul joueur qui a défaussé</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mahjongsoul.py" line="321"/>
        <source>each winner&apos;s hand is an object</source>
        <translation>la main de chaque gagnant est un objet</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mahjongsoul.py" line="331"/>
        <source>a winner has a seat, a count of han (or of yakuman), fu and at most one liable seat</source>
        <translation>un gagnant a une place, un nombre de han (ou de yakuman), des fu et au plus une place responsable</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="352"/>
        <source>the winners of a ron won on the same discard</source>
        <translation>les gagnants d&apos;un ron doivent gagner sur le même écart</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="371"/>
        <source>the result {kind} is of no kind tablekeeper knows</source>
        <translation>le résultat {kind} n&apos;est d&apos;aucun type que tablekeeper connaisse</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="384"/>
        <source>a win has at most {count} han</source>
        <translation>une victoire a au plus {count} han</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_game.py" line="76"/>
        <source>Hand {number} ({deal})</source>
        <comment>a place in a record</comment>
        <translation>la main {number} ({deal})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/replay_check.py" line="37"/>
        <source>{file} cannot be imported: the log starts {where} with {logged}, but its hands before give {replayed} (is a hand missing from the record?).</source>
        <translation>{file} ne peut pas être importé&#xa0;: selon le journal, {where} commence avec {logged}, mais les mains précédentes donnent {replayed} (manque-t-il une main dans l&apos;enregistrement&#x202f;?).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/replay_check.py" line="49"/>
        <source>{file} cannot be imported: the log calls Hand {number} {deal} with {sticks} points of sticks on the table, but the hands before make it {replayed} with {replayed_sticks} (is a hand missing from the record?).</source>
        <translation>{file} ne peut pas être importé&#xa0;: le journal appelle la main {number} {deal} avec {sticks} points de mises sur la table, mais les mains précédentes en font {replayed} avec {replayed_sticks} (manque-t-il une main dans l&apos;enregistrement&#x202f;?).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/replay_check.py" line="64"/>
        <source>{file} cannot be imported: in {where} the log moves {logged}, but the hand as recorded moves {replayed}.</source>
        <translation>{file} ne peut pas être importé&#xa0;: dans {where}, le journal donne {logged}, mais la main telle qu&apos;enregistrée donne {replayed}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/replay_check.py" line="75"/>
        <source>{file} cannot be imported: the record ends after Hand {number}, but the game goes on to {deal}; the record is incomplete.</source>
        <translation>{file} ne peut pas être importé&#xa0;: l&apos;enregistrement s&apos;arrête après la main {number}, mais la partie continue jusqu&apos;à {deal}&#x202f;; l&apos;enregistrement est incomplet.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/replay_check.py" line="87"/>
        <source>{file} cannot be imported: the log&apos;s final points are {logged}, but its hands give {replayed}.</source>
        <translation>{file} ne peut pas être importé&#xa0;: les points finaux du journal sont {logged}, mais ses mains donnent {replayed}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/replay_check.py" line="100"/>
        <source>{file} cannot be imported: the log&apos;s final +/- scores ({logged}) are not those its points give.</source>
        <translation>{file} ne peut pas être importé&#xa0;: les scores +/- finaux du journal ({logged}) ne sont pas ceux que donnent ses points.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_json.py" line="417"/>
        <source>the draws and discards of {player} are a hand that holds every tile it gives away</source>
        <translation>les pioches et les écarts de {player} doivent former une main qui détient chaque tuile qu&apos;elle cède</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/text.py" line="43"/>
        <source>the text direction control {code}</source>
        <translation>le caractère de contrôle du sens du texte {code}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/text.py" line="46"/>
        <source>{code}, which stands for a byte that is not UTF-8 text</source>
        <translation>{code}, qui tient lieu d&apos;un octet qui n&apos;est pas du texte UTF-8</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/text.py" line="48"/>
        <source>the line break {code}</source>
        <translation>le saut de ligne {code}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/text.py" line="49"/>
        <source>the control character {code}</source>
        <translation>le caractère de contrôle {code}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/store/reads.py" line="53"/>
        <source>Game {game} is damaged in the database ({problem}); it cannot be shown or changed. The other games are not affected.</source>
        <translation>La partie {game} est endommagée dans la base de données ({problem})&#x202f;; elle ne peut être ni affichée ni modifiée. Les autres parties ne sont pas touchées.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/store/reads.py" line="209"/>
        <source>its {kind} has {count} winners</source>
        <translation>son {kind} a {count} gagnants</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/store/reads.py" line="211"/>
        <source>an abortive draw of an unknown kind {kind}</source>
        <translation>une partie nulle avortée d&apos;un genre inconnu {kind}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/store/reads.py" line="213"/>
        <source>a chombo without the player who pays it</source>
        <translation>un chombo sans le joueur qui le paie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/store/reads.py" line="214"/>
        <source>an unknown kind of hand {kind}</source>
        <translation>un genre de main inconnu {kind}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/store/reads.py" line="221"/>
        <source>the tiles of a winner, {value}, cannot be read</source>
        <translation>les tuiles d&apos;un gagnant, {value}, sont illisibles</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/store/reads.py" line="229"/>
        <source>the yaku of a winner, {value}, cannot be read</source>
        <translation>les yaku d&apos;un gagnant, {value}, sont illisibles</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/store/reads.py" line="253"/>
        <source>hand {number} is missing</source>
        <translation>la main {number} manque</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/store/reads.py" line="272"/>
        <source>seat {seat} has no player</source>
        <translation>la place {seat} n&apos;a pas de joueur</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/store/reads.py" line="550"/>
        <source>some of its rows are on a damaged part of the file</source>
        <translation>certaines de ses lignes sont sur une partie endommagée du fichier</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/store/reads.py" line="631"/>
        <source>the date of its start, {value}, cannot be read</source>
        <translation>la date de son début, {value}, est illisible</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/store/reads.py" line="633"/>
        <source>the date of its end, {value}, cannot be read</source>
        <translation>la date de sa fin, {value}, est illisible</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/store/reads.py" line="708"/>
        <source>its identity, {value}, cannot be read</source>
        <translation>son identité, {value}, est illisible</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/store/reads.py" line="722"/>
        <source>hand {number}: {damage}</source>
        <translation>main {number}&#xa0;: {damage}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/store/reads.py" line="733"/>
        <source>its list of riichi seats, {value}, cannot be read</source>
        <translation>sa liste des places en riichi, {value}, est illisible</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/store/reads.py" line="734"/>
        <source>its list of tenpai seats, {value}, cannot be read</source>
        <translation>sa liste des places tenpai, {value}, est illisible</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/store/reads.py" line="735"/>
        <source>its list of nagashi seats, {value}, cannot be read</source>
        <translation>sa liste des places en nagashi, {value}, est illisible</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/store/reads.py" line="736"/>
        <source>its list of pending riichi seats, {value}, cannot be read</source>
        <translation>sa liste des riichi en attente, {value}, est illisible</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/store/reads.py" line="740"/>
        <source>its list of riichi seats, {value}, is not a list of seats</source>
        <translation>sa liste des places en riichi, {value}, n&apos;est pas une liste de places</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/store/reads.py" line="741"/>
        <source>its list of tenpai seats, {value}, is not a list of seats</source>
        <translation>sa liste des places tenpai, {value}, n&apos;est pas une liste de places</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/store/reads.py" line="742"/>
        <source>its list of nagashi seats, {value}, is not a list of seats</source>
        <translation>sa liste des places en nagashi, {value}, n&apos;est pas une liste de places</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/store/reads.py" line="743"/>
        <source>its list of pending riichi seats, {value}, is not a list of seats</source>
        <translation>sa liste des riichi en attente, {value}, n&apos;est pas une liste de places</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/files.py" line="85"/>
        <source>{path} is not a regular file but a folder, a named pipe or a device: an export is written to a file of its own, so nothing was written.</source>
        <translation>{path} n&apos;est pas un fichier ordinaire mais un dossier, un tube nommé ou un périphérique&#xa0;: une exportation s&apos;écrit dans un fichier à elle, donc rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/files.py" line="187"/>
        <source>{path} is a file, not a folder: a site is written as a folder of its own, so nothing was written.</source>
        <translation>{path} est un fichier, pas un dossier&#xa0;: un site s&apos;écrit dans un dossier à lui, rien n&apos;a donc été écrit.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/files.py" line="194"/>
        <source>{path} already holds files that tablekeeper did not write: a site replaces its whole folder, so it is written only into a new or empty folder, or over a site written before. Nothing was written.</source>
        <translation>{path} contient déjà des fichiers que tablekeeper n&apos;a pas écrits&#xa0;: un site remplace tout son dossier, il ne s&apos;écrit donc que dans un dossier nouveau ou vide, ou sur un site écrit avant. Rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/files.py" line="213"/>
        <source>{path} is a database, which an export never replaces: nothing was written.</source>
        <translation>{path} est une base de données, qu&apos;une exportation ne remplace jamais&#xa0;: rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/files.py" line="221"/>
        <source>{path} is one of the files the database {database} keeps beside it, which an export never replaces: nothing was written.</source>
        <translation>{path} est l&apos;un des fichiers que la base de données {database} garde à côté d&apos;elle, qu&apos;une exportation ne remplace jamais&#xa0;: rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/files.py" line="270"/>
        <source>{path} cannot be written: {reason}. Nothing was written; a file already there is as it was.</source>
        <translation>{path} ne peut pas être écrit&#xa0;: {reason}. Rien n&apos;a été écrit&#x202f;; un fichier déjà là est resté tel qu&apos;il était.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/file_access.py" line="56"/>
        <source>Close the file dialog first: the database waits for it. Nothing was changed.</source>
        <translation>Fermez d’abord la fenêtre de choix de fichier&#xa0;: la base de données l’attend. Rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/file_access.py" line="65"/>
        <source>The database stayed in use by another part of tablekeeper; nothing was changed, try again.</source>
        <translation>La base de données est restée occupée par une autre partie de tablekeeper&#xa0;; rien n’a été modifié, réessayez.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/called_yaku.py" line="58"/>
        <source>The yaku called are a list of yaku names, such as riichi or pinfu.</source>
        <translation>Les yaku annoncés sont une liste de noms de yaku, comme riichi ou pinfu.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/called_yaku.py" line="62"/>
        <source>A hand has at most {most} yaku, not {count}.</source>
        <translation>Une main a au plus {most} yaku, pas {count}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/called_yaku.py" line="66"/>
        <source>{value} is no name of a yaku.</source>
        <translation>{value} n&apos;est pas un nom de yaku.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/called_yaku.py" line="69"/>
        <source>Whether the hand was closed is true or false, not {value}.</source>
        <translation>Le fait que la main soit fermée vaut true ou false, pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/called_yaku.py" line="72"/>
        <source>The dora of a hand are a whole number from 0 to {most}, not {value}.</source>
        <translation>Les dora d&apos;une main sont un nombre entier de 0 à {most}, pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/called_yaku.py" line="76"/>
        <source>The red fives of a hand are a whole number from 0 to {most}, not {value}.</source>
        <translation>Les cinq rouges d&apos;une main sont un nombre entier de 0 à {most}, pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/called_yaku.py" line="81"/>
        <source>The ura dora of a hand are a whole number from 0 to {most}, not {value}.</source>
        <translation>Les ura dora d&apos;une main sont un nombre entier de 0 à {most}, pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/called_yaku.py" line="86"/>
        <location filename="../../tablekeeper/rules/hand/conditions.py" line="21"/>
        <source>The Norths set aside (kita) are a whole number from 0 to {most}, not {value}.</source>
        <translation>Les Nords mis de côté (kita) sont un nombre entier de 0 à {most}, pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/rules/called_yaku.py" line="113"/>
        <source>The yaku called are an object with the list of their names and the dora counted.</source>
        <translation>Les yaku annoncés sont un objet avec la liste de leurs noms et les dora comptées.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/events.py" line="119"/>
        <source>the players added</source>
        <translation>les joueurs ajoutés</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/events.py" line="120"/>
        <source>a player marked absent</source>
        <translation>un joueur marqué absent</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/events.py" line="121"/>
        <source>the rounds seated</source>
        <translation>les tours placés</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/events.py" line="122"/>
        <source>a round seated again</source>
        <translation>un tour placé à nouveau</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/events.py" line="123"/>
        <source>a substitute</source>
        <translation>un remplaçant</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/events.py" line="124"/>
        <source>a penalty</source>
        <translation>une pénalité</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/events.py" line="125"/>
        <source>a result kept on paper</source>
        <translation>un résultat tenu sur papier</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/events.py" line="126"/>
        <source>a player&apos;s team</source>
        <translation>l&apos;équipe d&apos;un joueur</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/events.py" line="127"/>
        <source>the event&apos;s settings</source>
        <translation>les réglages de l&apos;événement</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/events.py" line="128"/>
        <source>a cut</source>
        <translation>une coupe</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/events.py" line="193"/>
        <location filename="../../tablekeeper/store/event_writes.py" line="203"/>
        <source>There is no event {event}.</source>
        <translation>Il n’y a pas d’événement {event}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/events.py" line="197"/>
        <source>its rule set cannot be read</source>
        <translation>ses règles ne peuvent pas être lues</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/clocks.py" line="77"/>
        <source>Event {event} has no round {round} seated.</source>
        <translation>L’événement {event} n’a pas de tour {round} placé.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/clocks.py" line="91"/>
        <location filename="../../tablekeeper/service/events.py" line="262"/>
        <location filename="../../tablekeeper/service/events.py" line="441"/>
        <location filename="../../tablekeeper/service/hall.py" line="161"/>
        <source>There is no event {event} any more.</source>
        <translation>Il n’y a plus d’événement {event}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/stage_seating.py" line="34"/>
        <source>From 1 to {most} rounds are seated at a time, not {rounds}; nothing was changed.</source>
        <translation>On place de 1 à {most} tours à la fois, pas {rounds}&#x202f;; rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/stage_seating.py" line="39"/>
        <source>A seating is random, Swiss or by place, not {method}.</source>
        <translation>Un placement est aléatoire, suisse ou par classement, pas {method}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/stage_seating.py" line="41"/>
        <source>A round is filled with substitutes or sat out by some, not both.</source>
        <translation>Un tour est complété par des remplaçants ou certains ne jouent pas, pas les deux.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/stage_seating.py" line="55"/>
        <source>A seating by place needs the standings: no table of the event has its result yet. Seat the first rounds at random; nothing was changed.</source>
        <translation>Un placement par classement demande le classement&#xa0;: aucune table de l&apos;événement n&apos;a encore son résultat. Placez les premiers tours au hasard&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/stage_seating.py" line="44"/>
        <source>A Swiss seating seats one round at a time, by the standings after the round before it.</source>
        <translation>Un placement suisse place un tour à la fois, selon le classement après le tour précédent.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/events.py" line="346"/>
        <source>Round {round} is seated already, otherwise than the file says; nothing was changed.</source>
        <translation>Le tour {round} est déjà placé, autrement que ne le dit le fichier&#x202f;; rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/events.py" line="353"/>
        <source>Every round of the file is seated already, as it says; nothing was changed.</source>
        <translation>Chaque tour du fichier est déjà placé comme il le dit&#x202f;; rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/events.py" line="528"/>
        <source>The riichi sticks left on the table are a whole number; nothing was changed.</source>
        <translation>Les bâtons de riichi restés sur la table sont un nombre entier&#x202f;; rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/events.py" line="427"/>
        <source>Round {round}, table {table} has its result kept on paper: it has no game to open.</source>
        <translation>Le tour {round}, table {table} a son résultat tenu sur papier&#xa0;: elle n’a pas de partie à ouvrir.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/events.py" line="432"/>
        <source>{event} · Round {round} · Table {table}</source>
        <translation>{event} · Tour {round} · Table {table}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/events.py" line="461"/>
        <source>Event {event} has nothing to undo.</source>
        <translation>L’événement {event} n’a rien à annuler.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/events.py" line="463"/>
        <source>Event {event} has nothing to redo.</source>
        <translation>L’événement {event} n’a rien à rétablir.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/events.py" line="570"/>
        <source>A table has three seats: three whole numbers are needed, East, South, West; nothing was changed.</source>
        <translation>Une table a trois places&#xa0;: il faut trois nombres entiers, Est, Sud, Ouest&#x202f;; rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/events.py" line="592"/>
        <source>{count} player is present in round {round}, which is not a multiple of three: add players, or seat fillers (substitutes) to make up the tables. Nothing was changed.</source>
        <translation>{count} joueur est présent au tour {round}, ce qui n’est pas un multiple de trois&#xa0;: ajoutez des joueurs, ou placez des remplaçants pour compléter les tables. Rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/events.py" line="596"/>
        <source>{count} players are present in round {round}, which is not a multiple of three: add players, mark one absent, or seat fillers (substitutes) to make up the tables. Nothing was changed.</source>
        <translation>{count} joueurs sont présents au tour {round}, ce qui n’est pas un multiple de trois&#xa0;: ajoutez des joueurs, marquez-en un absent, ou placez des remplaçants pour compléter les tables. Rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/events.py" line="602"/>
        <source>{count} player is present in round {round}, which is not a multiple of four: add players, or seat fillers (substitutes) to make up the tables. Nothing was changed.</source>
        <translation>{count} joueur est présent au tour {round}, ce qui n’est pas un multiple de quatre&#xa0;: ajoutez des joueurs, ou placez des remplaçants pour compléter les tables. Rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/events.py" line="697"/>
        <location filename="../../tablekeeper/store/event_records.py" line="159"/>
        <source>step {position} of its undo history cannot be read</source>
        <translation>l’étape {position} de son historique d’annulation ne peut pas être lue</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/events.py" line="572"/>
        <source>A table has four seats: four whole numbers are needed, East, South, West, North; nothing was changed.</source>
        <translation>Une table a quatre places&#xa0;: il faut quatre nombres entiers, Est, Sud, Ouest, Nord&#x202f;; rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/events.py" line="606"/>
        <source>{count} players are present in round {round}, which is not a multiple of four: add players, mark one absent, or seat fillers (substitutes) to make up the tables. Nothing was changed.</source>
        <translation>{count} joueurs sont présents au tour {round}, ce qui n’est pas un multiple de quatre&#xa0;: ajoutez des joueurs, marquez-en un absent, ou placez des remplaçants pour compléter les tables. Rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/events.py" line="704"/>
        <source>Round {round}, table {table} opened its game (or lost it) in another window since event {event} was read here, so nothing was stored. Look at the event as it is now, then make your change again.</source>
        <translation>Le tour {round}, table {table} a ouvert sa partie (ou l’a perdue) dans une autre fenêtre depuis que l’événement {event} a été lu ici, donc rien n’a été enregistré. Regardez l’événement tel qu’il est maintenant, puis refaites votre modification.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/service/events.py" line="716"/>
        <source>Event {event} was changed in another window or on another computer since it was read here, so nothing was stored. Look at it as it is now, then make your change again.</source>
        <translation>L’événement {event} a été modifié dans une autre fenêtre ou sur un autre ordinateur depuis qu’il a été lu ici, donc rien n’a été enregistré. Regardez-le tel qu’il est maintenant, puis refaites votre modification.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="91"/>
        <source>Every player needs a name; nothing was changed.</source>
        <translation>Chaque joueur a besoin d&apos;un nom&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="94"/>
        <source>A player&apos;s name has at most {most} characters; nothing was changed.</source>
        <translation>Le nom d&apos;un joueur a au plus {most} caractères&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="87"/>
        <source>A player&apos;s name cannot hold {what}; nothing was changed.</source>
        <translation>Le nom d&apos;un joueur ne peut pas contenir {what}&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="105"/>
        <source>An EMA number or country is a short code, not {text}; nothing was changed.</source>
        <translation>Un numéro EMA ou un pays est un code court, pas {text}&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="116"/>
        <location filename="../../tablekeeper/events/teams.py" line="60"/>
        <source>The event has no player number {number}; its players are numbered 1 to {count}.</source>
        <translation>L&apos;événement n&apos;a pas de joueur numéro {number}&#x202f;; ses joueurs sont numérotés de 1 à {count}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="124"/>
        <source>{name} ({number})</source>
        <translation>{name} ({number})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="154"/>
        <source>An event needs a title; nothing was stored.</source>
        <translation>Un événement a besoin d&apos;un titre&#x202f;; rien n&apos;a été enregistré.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="157"/>
        <source>An event&apos;s title has at most {most} characters and no control characters; nothing was stored.</source>
        <translation>Le titre d&apos;un événement a au plus {most} caractères, sans caractère de contrôle&#x202f;; rien n&apos;a été enregistré.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="162"/>
        <source>An event needs at least {least} players, not {count}; nothing was stored.</source>
        <translation>Un événement a besoin d&apos;au moins {least} joueurs, pas {count}&#x202f;; rien n&apos;a été enregistré.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="172"/>
        <source>A substitute&apos;s fixed score is a whole number of points, not {points}; nothing was stored.</source>
        <translation>Le score fixe d&apos;un remplaçant est un nombre entier de points, pas {points}&#x202f;; rien n&apos;a été enregistré.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="185"/>
        <source>No player was given to add; nothing was changed.</source>
        <translation>Aucun joueur n&apos;a été donné à ajouter&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="189"/>
        <source>An event has at most {most} players, not {count}; nothing was changed.</source>
        <translation>Un événement a au plus {most} joueurs, pas {count}&#x202f;; rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="202"/>
        <source>{name} is registered already (number {number}); each player is registered once. Nothing was changed.</source>
        <translation>{name} est déjà inscrit (numéro {number})&#x202f;; chaque joueur est inscrit une fois. Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="209"/>
        <source>{name} is given twice; each player is registered once. Nothing was changed.</source>
        <translation>{name} est donné deux fois&#x202f;; chaque joueur est inscrit une fois. Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="251"/>
        <source>Rounds are numbered 1 to {most}, not {round}; nothing was changed.</source>
        <translation>Les tours sont numérotés de 1 à {most}, pas {round}&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="263"/>
        <source>{player} is seated in round {seated}, and round {busy} is being played or has results: they cannot be marked absent from round {round}. Give them a substitute in that round instead; nothing was changed.</source>
        <translation>{player} est placé au tour {seated}, et le tour {busy} est en cours ou a des résultats&#xa0;: il ne peut pas être marqué absent à partir du tour {round}. Donnez-lui plutôt un remplaçant dans ce tour&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="291"/>
        <source>No round was given to seat; nothing was changed.</source>
        <translation>Aucun tour n&apos;a été donné à placer&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="331"/>
        <source>An event has at most {most} rounds; nothing was changed.</source>
        <translation>Un événement a au plus {most} tours&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="296"/>
        <source>The next round to seat is round {expected}, not round {round}; nothing was changed.</source>
        <translation>Le prochain tour à placer est le tour {expected}, pas le tour {round}&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="321"/>
        <source>Round {round} cannot be seated again: a table of it is being played or has its result; nothing was changed.</source>
        <translation>Le tour {round} ne peut pas être placé à nouveau&#xa0;: une de ses tables est en cours ou a son résultat&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="355"/>
        <source>There are no standings after round {round}: the event has {count} round seated.</source>
        <translation>Il n’y a pas de classement après le tour {round}&#xa0;: l’événement a {count} tour placé.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="356"/>
        <source>There are no standings after round {round}: the event has {count} rounds seated.</source>
        <translation>Il n’y a pas de classement après le tour {round}&#xa0;: l’événement a {count} tours placés.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="368"/>
        <source>Round {round} is not seated: no round is seated yet.</source>
        <translation>Le tour {round} n&apos;est pas placé&#xa0;: aucun tour n&apos;est encore placé.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="370"/>
        <source>Round {round} is not seated: the only round seated is round {count}.</source>
        <translation>Le tour {round} n’est pas placé&#xa0;: le seul tour placé est le tour {count}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="371"/>
        <source>Round {round} is not seated: the rounds seated are 1 to {count}.</source>
        <translation>Le tour {round} n&apos;est pas placé&#xa0;: les tours placés vont de 1 à {count}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="396"/>
        <source>Round {round} has no table {table}; its tables are numbered 1 to {count}.</source>
        <translation>Le tour {round} n&apos;a pas de table {table}&#x202f;; ses tables sont numérotées de 1 à {count}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="420"/>
        <source>{player} is not seated in round {round}; nothing was changed.</source>
        <translation>{player} n&apos;est pas placé au tour {round}&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="425"/>
        <source>The game of round {round}, table {table} is stored already with its players: a substitute for {player} cannot be seated in it. Nothing was changed.</source>
        <translation>La partie du tour {round}, table {table} est déjà enregistrée avec ses joueurs&#xa0;: un remplaçant de {player} ne peut pas y être placé. Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="438"/>
        <source>{name} already plays in round {round}; nothing was changed.</source>
        <translation>{name} joue déjà au tour {round}&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="448"/>
        <source>A penalty is a number of points other than 0, not {points}; nothing was changed.</source>
        <translation>Une pénalité est un nombre de points autre que 0, pas {points}&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="453"/>
        <source>A penalty needs its reason; nothing was changed.</source>
        <translation>Une pénalité a besoin de son motif&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="456"/>
        <source>A penalty&apos;s reason has at most {most} characters and no control characters.</source>
        <translation>Le motif d&apos;une pénalité a au plus {most} caractères, sans caractère de contrôle.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="471"/>
        <source>Round {round}, table {table} has its game stored hand by hand: its result is that game&apos;s, not one kept on paper. Nothing was changed.</source>
        <translation>Le tour {round}, table {table} a sa partie enregistrée main par main&#xa0;: son résultat est celui de cette partie, pas un résultat tenu sur papier. Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="479"/>
        <source>Round {round}, table {table}: no table ends with such points; nothing was changed.</source>
        <translation>Tour {round}, table {table}&#xa0;: aucune table ne finit avec de tels points&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="504"/>
        <source>Round {round}, table {table} has its game stored: its result kept on paper cannot be brought back beside it. Nothing was changed.</source>
        <translation>Le tour {round}, table {table} a sa partie enregistrée&#xa0;: son résultat noté sur papier ne peut pas revenir à côté d’elle. Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/changes.py" line="512"/>
        <source>Round {round}, table {table} has its game stored: the seating it is played at cannot be taken back or changed. Nothing was changed.</source>
        <translation>Le tour {round}, table {table} a sa partie enregistrée&#xa0;: le placement où elle se joue ne peut être ni repris ni changé. Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/seating.py" line="116"/>
        <source>The tables of round {round} must be numbered 1, 2, 3... in order: table {table} is not {expected}.</source>
        <translation>Les tables du tour {round} doivent être numérotées 1, 2, 3... dans l&apos;ordre&#xa0;: la table {table} n&apos;est pas {expected}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/seating.py" line="39"/>
        <source>Table {table} of round {round} seats {count} player, not four.</source>
        <translation>La table {table} du tour {round} place {count} joueur, pas quatre.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/seating.py" line="35"/>
        <source>Table {table} of round {round} seats {count} player, not three.</source>
        <translation>La table {table} du tour {round} place {count} joueur, pas trois.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/seating.py" line="36"/>
        <source>Table {table} of round {round} seats {count} players, not three.</source>
        <translation>La table {table} du tour {round} place {count} joueurs, pas trois.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/seating.py" line="40"/>
        <source>Table {table} of round {round} seats {count} players, not four.</source>
        <translation>La table {table} du tour {round} place {count} joueurs, pas quatre.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/seating.py" line="47"/>
        <source>{count} player cannot sit at tables of three: add {missing} or seat fillers.</source>
        <translation>{count} joueur ne peut pas s’asseoir à des tables de trois&#xa0;: ajoutez-en {missing} ou placez des remplaçants.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/seating.py" line="48"/>
        <source>{count} players cannot sit at tables of three: add {missing} or seat fillers.</source>
        <translation>{count} joueurs ne peuvent pas s’asseoir à des tables de trois&#xa0;: ajoutez-en {missing} ou placez des remplaçants.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/seating.py" line="142"/>
        <source>Player {player} is seated at table {table} of round {round} but is absent or not registered.</source>
        <translation>Le joueur {player} est placé à la table {table} du tour {round} mais il est absent ou pas inscrit.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/seating.py" line="151"/>
        <source>Player {player} is present but has no seat in round {round}.</source>
        <translation>Le joueur {player} est présent mais n&apos;a pas de place au tour {round}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/seating.py" line="172"/>
        <source>The number of rounds to seat must be at least 1, not {rounds}.</source>
        <translation>Le nombre de tours à placer doit être au moins 1, pas {rounds}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/seating.py" line="252"/>
        <source>Player {player} is seated twice at table {table} of round {round}.</source>
        <translation>Le joueur {player} est placé deux fois à la table {table} du tour {round}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/seating.py" line="258"/>
        <source>Player {player} is seated at two tables of round {round}: tables {first} and {second}.</source>
        <translation>Le joueur {player} est placé à deux tables du tour {round}&#xa0;: les tables {first} et {second}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/seating.py" line="269"/>
        <source>There are no players to seat.</source>
        <translation>Il n&apos;y a aucun joueur à placer.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/seating.py" line="272"/>
        <source>Player {player} is listed twice among the players to seat.</source>
        <translation>Le joueur {player} figure deux fois parmi les joueurs à placer.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/seating.py" line="274"/>
        <source>A table seats 3 or 4 players, not {size}.</source>
        <translation>Une table accueille 3 ou 4 joueurs, pas {size}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/seating.py" line="51"/>
        <source>{count} player cannot sit at tables of four: add {missing} or seat fillers.</source>
        <translation>{count} joueur ne peut pas s’asseoir à des tables de quatre&#xa0;: ajoutez-en {missing} ou complétez avec des remplaçants.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/seating.py" line="52"/>
        <source>{count} players cannot sit at tables of four: add {missing} or seat fillers.</source>
        <translation>{count} joueurs ne peuvent pas s&apos;asseoir à des tables de quatre&#xa0;: ajoutez-en {missing} ou complétez avec des remplaçants.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/standings.py" line="95"/>
        <source>Round {round} has no table {table} seated, so it can have no result; nothing was entered.</source>
        <translation>Le tour {round} n&apos;a pas de table {table} placée, elle ne peut donc pas avoir de résultat&#x202f;; rien n&apos;a été saisi.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/standings.py" line="112"/>
        <source>Round {round}, table {table} seats {size} players: it needs {size} final points and as many chombo counts, one a seat, not {count}; nothing was entered.</source>
        <translation>Tour {round}, la table {table} place {size} joueurs&#xa0;: il faut {size} scores finaux et autant de nombres de chombos, un par place, pas {count}&#x202f;; rien n’a été saisi.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/standings.py" line="122"/>
        <source>A table cannot end with {count} riichi sticks on it; nothing was entered.</source>
        <translation>Une table ne peut pas finir avec {count} bâtons de riichi dessus&#x202f;; rien n&apos;a été saisi.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/standings.py" line="126"/>
        <source>A player cannot have fewer than no chombo; nothing was entered.</source>
        <translation>Un joueur ne peut pas avoir moins de zéro chombo&#x202f;; rien n&apos;a été saisi.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/standings.py" line="132"/>
        <source>The points of round {round}, table {table}, with the riichi sticks left on the table, add up to {found}, not {expected} ({size} x {start}); nothing was entered.</source>
        <translation>Les scores du tour {round}, table {table}, avec les bâtons de riichi restés sur la table, font {found}, pas {expected} ({size} x {start})&#x202f;; rien n’a été saisi.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/standings.py" line="199"/>
        <source>Round {round}, table {table} has two results; only one can count.</source>
        <translation>Le tour {round}, table {table} a deux résultats&#x202f;; un seul peut compter.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/standings.py" line="207"/>
        <source>Round {round}, table {table} names entrant {entrant}, who is not registered.</source>
        <translation>Le tour {round}, table {table} nomme le participant {entrant}, qui n&apos;est pas inscrit.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/standings.py" line="216"/>
        <source>Penalty {number} is for entrant {entrant}, who is not registered.</source>
        <translation>La pénalité {number} est pour le participant {entrant}, qui n&apos;est pas inscrit.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/store/event_records.py" line="22"/>
        <source>Event {event} cannot be read: {problem}.</source>
        <translation>L’événement {event} est illisible&#xa0;: {problem}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/change_words.py" line="20"/>
        <source>the cut to the top {top} after round {round}</source>
        <translation>la coupe aux {top} premiers après le tour {round}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/change_words.py" line="27"/>
        <source>{name} absent from round {round} on</source>
        <translation>{name} absent à partir du tour {round}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/change_words.py" line="34"/>
        <source>round {round} seated</source>
        <translation>le tour {round} placé</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/change_words.py" line="35"/>
        <source>rounds {first} to {last} seated</source>
        <translation>les tours {first} à {last} placés</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/change_words.py" line="38"/>
        <source>round {round} seated again</source>
        <translation>le tour {round} placé à nouveau</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/change_words.py" line="43"/>
        <source>the paper result of round {round}, table {table}</source>
        <translation>le résultat sur papier du tour {round}, table {table}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/change_words.py" line="46"/>
        <source>the penalty to {name} ({points}, {reason})</source>
        <translation>la pénalité de {name} ({points}, {reason})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/change_words.py" line="53"/>
        <source>{substitute} for {name} in round {round}</source>
        <translation>{substitute} à la place de {name} au tour {round}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/change_words.py" line="60"/>
        <source>{names} added</source>
        <translation>ajout de {names}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/clock.py" line="58"/>
        <source>The clock of round {round} has started already; nothing was changed.</source>
        <translation>Le chrono du tour {round} est déjà lancé&#x202f;; rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/clock.py" line="66"/>
        <source>The clock of round {round} is paused already; nothing was changed.</source>
        <translation>Le chrono du tour {round} est déjà en pause&#x202f;; rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/clock.py" line="73"/>
        <source>The clock of round {round} is not paused; nothing was changed.</source>
        <translation>Le chrono du tour {round} n’est pas en pause&#x202f;; rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/clock.py" line="82"/>
        <source>Time is added in whole minutes, 1 to {most} (or taken back), not {minutes}.</source>
        <translation>Le temps s’ajoute en minutes entières, de 1 à {most} (ou se retire), pas {minutes}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/clock.py" line="90"/>
        <source>Taking back {minutes} minute would call time at once; end the round instead. Nothing changed.</source>
        <translation>Retirer {minutes} minute arrêterait le temps aussitôt&#x202f;; terminez plutôt le tour. Rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/clock.py" line="93"/>
        <source>Taking back {minutes} minutes would call time at once; end the round instead. Nothing changed.</source>
        <translation>Retirer {minutes} minutes arrêterait le temps aussitôt&#x202f;; terminez plutôt le tour. Rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/clock.py" line="105"/>
        <source>Round {round} has no table {table}: time is given to one of its tables.</source>
        <translation>Le tour {round} n&apos;a pas de table {table}&#xa0;: le temps est donné à l&apos;une de ses tables.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/clock.py" line="111"/>
        <source>A table is given 0 to {most} minutes of its own, not {minutes}; nothing was changed.</source>
        <translation>Une table reçoit de 0 à {most} minutes à elle, pas {minutes}&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/clock.py" line="118"/>
        <source>The clock of round {round} is not running: start it before giving a table time of its own; nothing was changed.</source>
        <translation>L&apos;horloge du tour {round} ne tourne pas&#xa0;: lancez-la avant de donner du temps à une table&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/clock.py" line="125"/>
        <source>Time has been called at table {table} of round {round}; nothing was changed.</source>
        <translation>Le temps est écoulé à la table {table} du tour {round}&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/clock.py" line="133"/>
        <source>Giving table {table} {minutes} minutes of its own would call its time at once; nothing was changed.</source>
        <translation>Donner {minutes} minutes à la table {table} mettrait fin à son temps tout de suite&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/clock.py" line="150"/>
        <source>The clock of round {round} has not started yet; nothing was changed.</source>
        <translation>Le chrono du tour {round} n’est pas encore lancé&#x202f;; rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/clock.py" line="155"/>
        <source>Time has been called for round {round}: its clock can no longer change; nothing was changed.</source>
        <translation>Le temps du tour {round} est écoulé&#xa0;: son chrono ne peut plus changer&#x202f;; rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/store/event_writes.py" line="212"/>
        <source>Round {round}, table {table} of event {event} opened its game meanwhile; nothing was stored.</source>
        <translation>Le tour {round}, table {table} de l’événement {event} a ouvert sa partie entre-temps&#xa0;; rien n’a été enregistré.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/arrivals.py" line="30"/>
        <source>Hands {first} to {last} were recorded at another window.</source>
        <translation>Les mains {first} à {last} ont été enregistrées à une autre fenêtre.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/table_state.py" line="49"/>
        <location filename="../../tablekeeper/arrivals.py" line="31"/>
        <location filename="../../tablekeeper/arrivals.py" line="38"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/arrivals.py" line="33"/>
        <location filename="../../tablekeeper/arrivals.py" line="79"/>
        <location filename="../../tablekeeper/arrivals.py" line="94"/>
        <source>The game was changed at another window.</source>
        <translation>La partie a été modifiée à une autre fenêtre.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/arrivals.py" line="51"/>
        <source>Hand {number} was recorded at another window.</source>
        <translation>La main {number} a été enregistrée à une autre fenêtre.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/arrivals.py" line="52"/>
        <source>Hand {number} was undone at another window.</source>
        <translation>La main {number} a été annulée à une autre fenêtre.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/arrivals.py" line="56"/>
        <source>Hand {number} was changed at another window.</source>
        <translation>La main {number} a été modifiée à une autre fenêtre.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/arrivals.py" line="57"/>
        <source>The change of hand {number} was undone at another window.</source>
        <translation>La modification de la main {number} a été annulée à une autre fenêtre.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/arrivals.py" line="61"/>
        <source>Hand {number} was deleted at another window.</source>
        <translation>La main {number} a été supprimée à une autre fenêtre.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/arrivals.py" line="62"/>
        <source>Hand {number} was brought back at another window.</source>
        <translation>La main {number} a été rétablie à une autre fenêtre.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/arrivals.py" line="66"/>
        <source>The game was ended at another window.</source>
        <translation>La partie a été terminée à une autre fenêtre.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/arrivals.py" line="67"/>
        <source>The game&apos;s end was undone at another window: it goes on.</source>
        <translation>La fin de la partie a été annulée à une autre fenêtre&#xa0;: elle continue.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/arrivals.py" line="71"/>
        <source>{player} declared riichi at another window.</source>
        <translation>{player} a déclaré riichi à une autre fenêtre.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/arrivals.py" line="72"/>
        <source>{player}&apos;s riichi was undone at another window.</source>
        <translation>Le riichi de {player} a été annulé à une autre fenêtre.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/arrivals.py" line="76"/>
        <source>{player}&apos;s riichi was taken back at another window.</source>
        <translation>Le riichi de {player} a été repris à une autre fenêtre.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/arrivals.py" line="77"/>
        <source>{player}&apos;s riichi was put back at another window.</source>
        <translation>Le riichi de {player} a été remis à une autre fenêtre.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/arrivals.py" line="97"/>
        <source>This dialog shows the table as it was: nothing is stored from it; close it and enter the hand again if you still mean it.</source>
        <translation>Cette fenêtre montre la table telle qu’elle était&#xa0;: rien n’en est enregistré&#x202f;; fermez-la et saisissez à nouveau la main si vous la voulez toujours.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/arrivals.py" line="101"/>
        <source>Nothing was stored: here is the table now; enter your change again if you still mean it.</source>
        <translation>Rien n’a été enregistré&#xa0;: voici la table telle qu’elle est maintenant&#x202f;; saisissez à nouveau votre modification si vous la voulez toujours.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/app.py" line="102"/>
        <source>This request says its length in a way that cannot be read.</source>
        <translation>Cette requête indique sa longueur d&apos;une façon illisible.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/app.py" line="104"/>
        <location filename="../../tablekeeper/web/app.py" line="386"/>
        <source>This request is too large to be a change of a game.</source>
        <translation>Cette requête est trop grande pour être un changement de partie.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/app.py" line="112"/>
        <source>Too many requests from this page: wait a moment, it will try again.</source>
        <translation>Trop de requêtes de cette page&#xa0;: attendez un instant, elle réessaiera.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/app.py" line="182"/>
        <source>This is the organiser&apos;s code, not a table&apos;s.</source>
        <translation>C&apos;est le code de l&apos;organisateur, pas celui d&apos;une table.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/app.py" line="184"/>
        <source>This code opens a page to read, not a table&apos;s.</source>
        <translation>Ce code ouvre une page à lire, pas celle d&apos;une table.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/app.py" line="197"/>
        <source>A change is sent as JSON.</source>
        <translation>Un changement est envoyé en JSON.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/app.py" line="239"/>
        <source>This code opens a table&apos;s or a player&apos;s page, not the event&apos;s.</source>
        <translation>Ce code ouvre la page d&apos;une table ou d&apos;un joueur, pas celle de l&apos;événement.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/app.py" line="253"/>
        <source>This code opens no player&apos;s page.</source>
        <translation>Ce code n&apos;ouvre la page d&apos;aucun joueur.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/app.py" line="269"/>
        <location filename="../../tablekeeper/web/venue.py" line="266"/>
        <source>This page shows only your own games of the season.</source>
        <translation>Cette page ne montre que vos propres parties de la saison.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/app.py" line="280"/>
        <source>This is a table&apos;s code: its page follows its own game.</source>
        <translation>C&apos;est le code d&apos;une table&#xa0;: sa page suit sa propre partie.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/app.py" line="317"/>
        <source>Say whether the players&apos; pages are public: 1 or 0.</source>
        <translation>Dites si les pages des joueurs sont publiques&#xa0;: 1 ou 0.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/app.py" line="324"/>
        <source>This is a table&apos;s code, not the organiser&apos;s.</source>
        <translation>C&apos;est le code d&apos;une table, pas celui de l&apos;organisateur.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/app.py" line="361"/>
        <source>Say which table gets a new code: its round and its number.</source>
        <translation>Dites quelle table reçoit un nouveau code&#xa0;: son tour et son numéro.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/app.py" line="384"/>
        <source>There is no such page here: scan the code on your table.</source>
        <translation>Cette page n&apos;existe pas ici&#xa0;: scannez le code posé sur votre table.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/app.py" line="385"/>
        <source>This page cannot be asked that way.</source>
        <translation>Cette page ne peut pas être demandée ainsi.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/app.py" line="388"/>
        <source>This request cannot be answered.</source>
        <translation>Cette requête ne peut pas recevoir de réponse.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/app.py" line="393"/>
        <source>Something went wrong on the organiser&apos;s laptop: try again.</source>
        <translation>Un problème est survenu sur l&apos;ordinateur de l&apos;organisateur&#xa0;: réessayez.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/app.py" line="430"/>
        <source>This hand cannot be read: it needs {wanted}.</source>
        <translation>Cette main ne peut pas être lue&#xa0;: il faut {wanted}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/table_state.py" line="47"/>
        <source>{honba} honba</source>
        <translation>{honba} honba</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/table_state.py" line="51"/>
        <source>{points} in sticks</source>
        <translation>{points} en bâtons</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/venue.py" line="169"/>
        <source>This code opens no table now: its round is over, or the organiser gave the table a new code. Scan the code on your table.</source>
        <translation>Ce code n&apos;ouvre plus aucune table&#xa0;: son tour est fini, ou l&apos;organisateur a donné un nouveau code à la table. Scannez le code posé sur votre table.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/venue.py" line="180"/>
        <source>Round {round} has no table {table} being played.</source>
        <translation>Le tour {round} n&apos;a pas de table {table} en cours.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/venue.py" line="230"/>
        <source>This code opens no player&apos;s page now.</source>
        <translation>Ce code n&apos;ouvre plus la page d&apos;aucun joueur.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/venue.py" line="287"/>
        <source>This table is not being played now.</source>
        <translation>Cette table n&apos;est pas en cours.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/venue.py" line="334"/>
        <source>A change is a record, a riichi or an undo, not {kind}.</source>
        <translation>Un changement est une main, un riichi ou une annulation, pas {kind}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/venue.py" line="359"/>
        <source>A riichi is declared by a seat, 0 to 3.</source>
        <translation>Un riichi est déclaré par une place, de 0 à 3.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/venue.py" line="366"/>
        <source>This table&apos;s result is kept on paper: the organiser enters it.</source>
        <translation>Le résultat de cette table est tenu sur papier&#xa0;: l&apos;organisateur le saisit.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/venue.py" line="372"/>
        <source>A change is sent as an object of its fields.</source>
        <translation>Un changement est envoyé comme un objet de ses champs.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/venue.py" line="383"/>
        <source>A change carries the identity the page gave it, such as {example}.</source>
        <translation>Un changement porte l&apos;identité que la page lui a donnée, comme {example}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/web/venue.py" line="391"/>
        <source>A change carries the revision of the game its page showed.</source>
        <translation>Un changement porte la révision de la partie que sa page montrait.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/chart.py" line="115"/>
        <source>{name}: from {first} to {last} (lowest {low}, highest {high}).</source>
        <translation>{name}&#xa0;: de {first} à {last} (au plus bas {low}, au plus haut {high}).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/chart.py" line="172"/>
        <source>Points through the game</source>
        <translation>Les points au fil de la partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/chart.py" line="183"/>
        <source>+/- score over the season</source>
        <translation>Le score +/- au fil de la saison</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/chart.py" line="190"/>
        <source>Rating over time</source>
        <translation>La cote au fil du temps</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/site/write.py" line="28"/>
        <location filename="../../tablekeeper/web/venue.py" line="253"/>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/rating.py" line="49"/>
        <source>The places {places} are not those of a game of {count}.</source>
        <translation>Les places {places} ne sont pas celles d’une partie à {count}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/series.py" line="75"/>
        <source>A series needs at least one event: name the events it counts.</source>
        <translation>Une série demande au moins un événement&#xa0;: nommez les événements qu&apos;elle compte.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/series.py" line="80"/>
        <source>Event {event} is named twice: each event counts once in a series.</source>
        <translation>L&apos;événement {event} est nommé deux fois&#xa0;: chaque événement compte une fois dans une série.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/series.py" line="88"/>
        <source>Event {event} is played at tables of {other} and event {first} at tables of {size}: games of three and of four players are ranked apart, never in one series.</source>
        <translation>L&apos;événement {event} se joue à des tables de {other} et l&apos;événement {first} à des tables de {size}&#xa0;: les parties à trois et à quatre joueurs sont classées à part, jamais dans une même série.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/series.py" line="97"/>
        <source>The series counts each player&apos;s best 1 to {count} results (its events), not {value}.</source>
        <translation>La série compte les 1 à {count} meilleurs résultats de chaque joueur (ses événements), pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/series.py" line="98"/>
        <source>A ranked player plays 1 to {count} events (the series&apos; events), not {value}.</source>
        <translation>Un joueur classé joue de 1 à {count} événements (ceux de la série), pas {value}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/sit_outs.py" line="27"/>
        <source>A player is listed twice among those who sit out round {round}; nothing was changed.</source>
        <translation>Un joueur est listé deux fois parmi ceux qui ne jouent pas le tour {round}&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/sit_outs.py" line="34"/>
        <source>Player {player} sits out round {round} but is absent or not registered; nothing was changed.</source>
        <translation>Le joueur {player} ne joue pas le tour {round} mais il est absent ou non inscrit&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/sit_outs.py" line="41"/>
        <source>Player {player} is seated in round {round} and sits it out too; nothing was changed.</source>
        <translation>Le joueur {player} est placé au tour {round} et ne le joue pas non plus&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/sit_outs.py" line="48"/>
        <source>{count} players sit out round {round}, enough for a table of {size}: they are seated; nothing was changed.</source>
        <translation>{count} joueurs ne jouent pas le tour {round}, assez pour une table de {size}&#xa0;: ils sont placés&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/sit_outs.py" line="87"/>
        <source>A round sat out scores a whole number of points, not {points}; nothing was stored.</source>
        <translation>Un tour non joué vaut un nombre entier de points, pas {points}&#x202f;; rien n&apos;a été enregistré.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/stages.py" line="50"/>
        <source>The event has no stage {stage}: it has one stage, with no cut made.</source>
        <translation>L&apos;événement n&apos;a pas d&apos;étape {stage}&#xa0;: il a une étape, sans coupe.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/stages.py" line="51"/>
        <source>The event has no stage {stage}: its stages are 1 to {count}.</source>
        <translation>L&apos;événement n&apos;a pas d&apos;étape {stage}&#xa0;: ses étapes vont de 1 à {count}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/stages.py" line="66"/>
        <source>Round {round} is not a round of stage {stage} seated so far; nothing to show.</source>
        <translation>Le tour {round} n&apos;est pas un tour de l&apos;étape {stage} placé jusqu&apos;ici&#x202f;; rien à montrer.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/stages.py" line="128"/>
        <source>After a cut the scores are carried over or reset, not {scores}; nothing was changed.</source>
        <translation>Après une coupe, les scores sont reportés ou remis à zéro, pas {scores}&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/stages.py" line="135"/>
        <source>A cut keeps whole tables of {size}: the top {top} is not a multiple of {size}; nothing was changed.</source>
        <translation>Une coupe garde des tables entières de {size}&#xa0;: les {top} premiers ne sont pas un multiple de {size}&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/stages.py" line="144"/>
        <source>A cut is made after a round: no round is seated yet; nothing was changed.</source>
        <translation>Une coupe se fait après un tour&#xa0;: aucun tour n&apos;est encore placé&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/stages.py" line="147"/>
        <source>Stage {stage} (from round {round}) has no round seated yet: a cut is made after a round of it; nothing was changed.</source>
        <translation>L&apos;étape {stage} (depuis le tour {round}) n&apos;a pas encore de tour placé&#xa0;: une coupe se fait après un de ses tours&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/stages.py" line="159"/>
        <source>Round {round}, table {table} has no result yet: a cut is made once every table seated has its result; nothing was changed.</source>
        <translation>Tour {round}, la table {table} n&apos;a pas encore de résultat&#xa0;: une coupe se fait quand chaque table placée a son résultat&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/stages.py" line="171"/>
        <source>A cut to the top {top} is larger than the field: {count} players can play on; nothing was changed.</source>
        <translation>Une coupe aux {top} premiers dépasse le nombre de joueurs&#xa0;: {count} joueurs peuvent continuer&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/stages.py" line="179"/>
        <source>{above} and {below} share place {place} on {total}, and the rule set does not break the tie: a cut to the top {top} would keep one of them. Cut to another number, or break the tie (a bonus or a penalty); nothing was changed.</source>
        <translation>{above} et {below} partagent la place {place} avec {total}, et les règles ne départagent pas&#xa0;: une coupe aux {top} premiers garderait l&apos;un des deux. Coupez à un autre nombre, ou départagez-les (un bonus ou une pénalité)&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mahjongsoul_rules.py" line="54"/>
        <source>&quot;mode&quot; is the room&apos;s mode</source>
        <translation>«&#x202f;mode&#x202f;» est le mode de la salle</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mahjongsoul_rules.py" line="59"/>
        <source>This Mahjong Soul game is of mode {mode}, which tablekeeper does not keep (it keeps games of three or four players, east only or east-south); nothing was imported.</source>
        <translation>Cette partie Mahjong Soul est du mode {mode}, que tablekeeper ne tient pas (il tient les parties à trois ou quatre joueurs, Est seul ou Est-Sud)&#x202f;; rien n&apos;a été importé.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mahjongsoul_rules.py" line="66"/>
        <source>&quot;detail_rule&quot; is the room&apos;s options</source>
        <translation>«&#x202f;detail_rule&#x202f;» est les options de la salle</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mahjongsoul_rules.py" line="68"/>
        <source>&quot;dora_count&quot; is 0 or 3 red fives</source>
        <translation>«&#x202f;dora_count&#x202f;» est 0 ou 3 cinq rouges</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mahjongsoul_rules.py" line="83"/>
        <source>&quot;init_point&quot; is a start in points</source>
        <translation>«&#x202f;init_point&#x202f;» est un départ en points</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mahjongsoul_rules.py" line="93"/>
        <source>{key} is on or off</source>
        <translation>{key} est activé ou non</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/mahjongsoul_rules.py" line="108"/>
        <source>This Mahjong Soul game was played with the room&apos;s option {option} set to {value}, which tablekeeper does not model; nothing was imported.</source>
        <translation>Cette partie Mahjong Soul a été jouée avec l&apos;option de salle {option} à {value}, que tablekeeper ne modélise pas&#x202f;; rien n&apos;a été importé.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/riichi_city.py" line="33"/>
        <source>{file} is a Riichi City game record: tablekeeper does not read Riichi City records yet, so nothing was imported.</source>
        <translation>{file} est un enregistrement de partie Riichi City&#xa0;: tablekeeper ne lit pas encore les enregistrements Riichi City, rien n’a donc été importé.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_variants.py" line="57"/>
        <source>The record&apos;s header says east-only, but its hands play on where an east-only game has ended: it is kept as the east-south game they replay.</source>
        <translation>L&apos;en-tête de l&apos;enregistrement dit Est seul, mais ses mains continuent là où une partie Est seul est finie&#xa0;: elle est gardée comme la partie Est-Sud qu&apos;elles rejouent.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_variants.py" line="71"/>
        <source>The log carries no date: its +/- scores are written with one decimal, as on Tenhou since 2023, which its own results confirm.</source>
        <translation>Le journal ne porte pas de date&#xa0;: ses scores +/- sont écrits avec une décimale, comme sur Tenhou depuis 2023, ce que ses propres résultats confirment.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_variants.py" line="76"/>
        <source>The log carries no date: its +/- scores are rounded to 1,000 points, as on Tenhou up to 2021, which its own results confirm.</source>
        <translation>Le journal ne porte pas de date&#xa0;: ses scores +/- sont arrondis à 1 000 points, comme sur Tenhou jusqu&apos;en 2021, ce que ses propres résultats confirment.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_variants.py" line="83"/>
        <source>The log is of a day between two of Tenhou&apos;s rule changes: its +/- scores are written with one decimal, as since 2023, which its own results confirm.</source>
        <translation>Le journal date d&apos;un jour entre deux changements de règles de Tenhou&#xa0;: ses scores +/- sont écrits avec une décimale, comme depuis 2023, ce que ses propres résultats confirment.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/importers/tenhou_variants.py" line="88"/>
        <source>The log is of a day between two of Tenhou&apos;s rule changes: its +/- scores are rounded to 1,000 points, as up to 2021, which its own results confirm.</source>
        <translation>Le journal date d&apos;un jour entre deux changements de règles de Tenhou&#xa0;: ses scores +/- sont arrondis à 1 000 points, comme jusqu&apos;en 2021, ce que ses propres résultats confirment.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/ema.py" line="94"/>
        <source>A team&apos;s total is the sum or the average of its players&apos;, not {score}; nothing was changed.</source>
        <translation>Le total d&apos;une équipe est la somme ou la moyenne de ceux de ses joueurs, pas {score}&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/ema.py" line="103"/>
        <source>An event is played over 1 to {most} days, as the EMA counts them, not {days}; nothing was changed.</source>
        <translation>Un événement se joue sur 1 à {most} jours, comme l&apos;EMA les compte, pas {days}&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/teams.py" line="43"/>
        <source>A team&apos;s name cannot hold {what}; nothing was changed.</source>
        <translation>Le nom d&apos;une équipe ne peut pas contenir {what}&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/teams.py" line="47"/>
        <source>A team&apos;s name has at most {most} characters, not {count}; nothing was changed.</source>
        <translation>Le nom d&apos;une équipe a au plus {most} caractères, pas {count}&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/teams.py" line="67"/>
        <source>{name} fills a seat and plays for no team; nothing was changed.</source>
        <translation>{name} remplit une place et ne joue pour aucune équipe&#x202f;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/events/teams.py" line="93"/>
        <source>Team {team} has {count} players in round {round}, which has {tables} tables: two of them would sit at one table whatever the seating. Move a player to another team, or seat the round from a file. Nothing was changed.</source>
        <translation>L&apos;équipe {team} a {count} joueurs au tour {round}, qui a {tables} tables&#xa0;: deux d&apos;entre eux seraient à une même table quel que soit le placement. Changez un joueur d&apos;équipe, ou placez le tour depuis un fichier. Rien n&apos;a été modifié.</translation>
    </message>
</context>
<context>
    <name>AbortForm</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="575"/>
        <source>Choose the kind of abortive draw.</source>
        <translation>Choisissez le type de nul avorté.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../tablekeeper/ui/app.py" line="118"/>
        <source>The database could not be opened: {error}.</source>
        <translation>La base de données n&apos;a pas pu être ouverte&#xa0;: {error}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/app.py" line="191"/>
        <location filename="../../tablekeeper/ui/app.py" line="202"/>
        <source>tablekeeper</source>
        <translation>tablekeeper</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/app.py" line="203"/>
        <source>Something went wrong: {error}. Nothing was stored.</source>
        <translation>Une erreur est survenue&#xa0;: {error}. Rien n&apos;a été enregistré.</translation>
    </message>
</context>
<context>
    <name>ChomboForm</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="591"/>
        <source>Who made the chombo?</source>
        <translation>Qui a fait chombo&#x202f;?</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="604"/>
        <source>Choose who made the chombo.</source>
        <translation>Choisissez qui a fait chombo.</translation>
    </message>
</context>
<context>
    <name>ClockDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_clock.py" line="57"/>
        <source>&amp;Start</source>
        <translation>&amp;Démarrer</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_clock.py" line="58"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_clock.py" line="59"/>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_clock.py" line="69"/>
        <location filename="../../tablekeeper/ui/dialogs/event_clock.py" line="98"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_clock.py" line="71"/>
        <source>&amp;Add time</source>
        <translation>&amp;Ajouter du temps</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_clock.py" line="73"/>
        <source>Take &amp;back</source>
        <translation>Ret&amp;irer du temps</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_clock.py" line="78"/>
        <source>&amp;End the round now…</source>
        <translation>&amp;Terminer le tour maintenant…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_clock.py" line="89"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_clock.py" line="100"/>
        <source>&amp;Give the table this time of its own</source>
        <translation>&amp;Octroyer ce temps à cette table seule</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_clock.py" line="121"/>
        <source>Round {round}: the clock</source>
        <translation>Tour {round}&#xa0;: le chronomètre</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_clock.py" line="199"/>
        <source>Call time now for round {round}? Each table finishes the hand in play, plays one more hand, and its game ends. This cannot be taken back.</source>
        <translation>Annoncer maintenant la fin du temps du tour {round}&#x202f;? Chaque table termine la main en cours, joue une main de plus, et sa partie s&apos;achève. Cela ne peut pas être annulé.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_clock.py" line="204"/>
        <source>Call time now for round {round}? Each table finishes the hand in play, and its game ends. This cannot be taken back.</source>
        <translation>Annoncer maintenant la fin du temps du tour {round}&#x202f;? Chaque table termine la main en cours, et sa partie s&apos;achève. Cela ne peut pas être annulé.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_clock.py" line="208"/>
        <source>Call time</source>
        <translation>Annoncer la fin du temps</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_clock.py" line="208"/>
        <source>Keep playing</source>
        <translation>Continuer à jouer</translation>
    </message>
</context>
<context>
    <name>ClubRatingDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_rating.py" line="25"/>
        <source>Club rating</source>
        <translation>Cote du club</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_rating.py" line="29"/>
        <source>Tenhou&apos;s R over every finished game: everyone starts at 1500; a game moves it by its place (+30, +10, -10, -30) and by the table&apos;s average against one&apos;s own, less as games add up.</source>
        <translation>Le R de Tenhou sur toutes les parties terminées&#xa0;: chacun part de 1500&#x202f;; une partie le fait varier selon la place (+30, +10, -10, -30) et selon la moyenne de la table comparée à la sienne, de moins en moins à mesure que les parties s&apos;accumulent.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_rating.py" line="38"/>
        <source>Place</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_rating.py" line="38"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_rating.py" line="38"/>
        <source>Rating</source>
        <translation>Cote</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_rating.py" line="38"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_rating.py" line="46"/>
        <source>No finished game yet: nobody is rated.</source>
        <translation>Aucune partie terminée pour l&apos;instant&#xa0;: personne n&apos;est coté.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_rating.py" line="49"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>DrawForm</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="509"/>
        <source>Who was tenpai?</source>
        <translation>Qui était tenpai&#x202f;?</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="514"/>
        <source>A player in riichi is tenpai (a riichi without tenpai is a chombo): their key keeps them ticked.</source>
        <translation>Un joueur en riichi est tenpai (un riichi sans tenpai est un chombo)&#xa0;: sa touche le laisse coché.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="523"/>
        <source>Nagashi mangan:</source>
        <translation>Nagashi mangan&#xa0;:</translation>
    </message>
</context>
<context>
    <name>EditHandDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="840"/>
        <source>Who declared riichi in this hand?</source>
        <translation>Qui a déclaré riichi dans cette main&#x202f;?</translation>
    </message>
</context>
<context>
    <name>EventControl</name>
    <message>
        <location filename="../../tablekeeper/ui/event_control.py" line="86"/>
        <source>Create or open an event first.</source>
        <translation>Créez ou ouvrez d&apos;abord un événement.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/event_control.py" line="127"/>
        <source>{event} · Round {round} · Table {table}</source>
        <translation>{event} · Tour {round} · Table {table}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/event_control.py" line="282"/>
        <source>Open an event and seat a round first.</source>
        <translation>Ouvrez d&apos;abord un événement et placez un tour.</translation>
    </message>
</context>
<context>
    <name>EventDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="484"/>
        <source>&amp;Players</source>
        <translation>&amp;Joueurs</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="485"/>
        <source>&amp;Rounds and seating</source>
        <translation>&amp;Tours et placement</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="486"/>
        <source>Pe&amp;nalties</source>
        <translation>Pé&amp;nalités</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="487"/>
        <source>S&amp;tandings</source>
        <translation>C&amp;lassement</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="495"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="520"/>
        <source>Event: {title}</source>
        <translation>Événement&#xa0;: {title}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="524"/>
        <source>Undo</source>
        <translation>Défaire</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="525"/>
        <source>Redo</source>
        <translation>Refaire</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="528"/>
        <source>{action}: {what}</source>
        <translation>{action}&#xa0;: {what}</translation>
    </message>
</context>
<context>
    <name>FileDialogs</name>
    <message>
        <location filename="../../tablekeeper/ui/file_dialogs.py" line="36"/>
        <source>Folder</source>
        <translation>Dossier</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/file_dialogs.py" line="39"/>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/file_dialogs.py" line="40"/>
        <source>{suffix} file</source>
        <translation>Fichier {suffix}</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../tablekeeper/ui/controller.py" line="142"/>
        <source>The database is still being opened; try again in a moment.</source>
        <translation>La base de données est encore en cours d&apos;ouverture&#x202f;; réessayez dans un instant.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/controller.py" line="190"/>
        <location filename="../../tablekeeper/ui/controller.py" line="361"/>
        <source>Start or open a game first.</source>
        <translation>Commencez ou ouvrez d&apos;abord une partie.</translation>
    </message>
</context>
<context>
    <name>GameFollowing</name>
    <message>
        <location filename="../../tablekeeper/ui/following.py" line="92"/>
        <source>Game {game} was deleted at another window.</source>
        <translation>La partie {game} a été supprimée à une autre fenêtre.</translation>
    </message>
</context>
<context>
    <name>GamesBrowser</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="209"/>
        <source>Saved games</source>
        <translation>Parties enregistrées</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="215"/>
        <source>Show &amp;all games</source>
        <translation>Afficher &amp;toutes les parties</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="232"/>
        <source>Any player</source>
        <translation>Tous les joueurs</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="234"/>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="240"/>
        <source>&amp;From, to:</source>
        <translation>&amp;Du, au&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="245"/>
        <source>All games</source>
        <translation>Toutes les parties</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="246"/>
        <source>Finished</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="247"/>
        <source>Unfinished</source>
        <translation>En cours</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="250"/>
        <source>&amp;State:</source>
        <translation>&amp;État&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="252"/>
        <source>Any rules</source>
        <translation>Toutes les règles</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="256"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="272"/>
        <source>&amp;Go on</source>
        <translation>&amp;Continuer</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="273"/>
        <source>Re&amp;view</source>
        <translation>Re&amp;voir</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="274"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Supprimer…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="275"/>
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;istiques…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="277"/>
        <source>The statistics of the finished games these filters select</source>
        <translation>Les statistiques des parties terminées que ces filtres choisissent</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="279"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="265"/>
        <source>Any date</source>
        <translation>Toute date</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="436"/>
        <source>Delete a game</source>
        <translation>Supprimer une partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="437"/>
        <source>Delete the game “{title}” of {date} with {players}, and all its hands, for good?</source>
        <translation>Supprimer pour de bon la partie «&#x202f;{title}&#x202f;» du {date} avec {players}, et toutes ses mains&#x202f;?</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="438"/>
        <source>Game {game}</source>
        <translation>Partie {game}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="445"/>
        <source>&amp;Keep it</source>
        <translation>&amp;La garder</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="446"/>
        <source>&amp;Delete it</source>
        <translation>&amp;La supprimer</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="115"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="116"/>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="117"/>
        <source>Venue</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="118"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="119"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="120"/>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="121"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="144"/>
        <source>Finished</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="144"/>
        <source>Unfinished</source>
        <translation>En cours</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="146"/>
        <source>No hand yet</source>
        <translation>Aucune main encore</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="151"/>
        <source>{player} won ({points})</source>
        <translation>{player} a gagné ({points})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="152"/>
        <source>{player} leads ({points})</source>
        <translation>{player} mène ({points})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="154"/>
        <source>{players} and {last}</source>
        <translation>{players} et {last}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="156"/>
        <source>{players} share first ({points})</source>
        <translation>{players} partagent la première place ({points})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/browser.py" line="157"/>
        <source>{players} share the lead ({points})</source>
        <translation>{players} mènent à égalité ({points})</translation>
    </message>
</context>
<context>
    <name>Hall</name>
    <message>
        <location filename="../../tablekeeper/ui/hall.py" line="217"/>
        <source>Round {round}</source>
        <translation>Tour {round}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/hall.py" line="219"/>
        <source>No round seated yet</source>
        <translation>Aucun tour placé pour l’instant</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/hall.py" line="221"/>
        <source>{event} · Hall</source>
        <translation>{event} · Salle</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/hall.py" line="304"/>
        <source>Table {table}</source>
        <translation>Table {table}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/hall.py" line="348"/>
        <source>Provisional: a table is still playing</source>
        <translation>Provisoire&#xa0;: une table joue encore</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/hall.py" line="350"/>
        <source>Final for this round</source>
        <translation>Définitif pour ce tour</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/hall.py" line="377"/>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/hall.py" line="399"/>
        <source>+{minutes} min · {clock}</source>
        <translation>+{minutes} min · {clock}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/hall.py" line="414"/>
        <source>1 honba</source>
        <translation>1 honba</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/hall.py" line="415"/>
        <source>{count} honba</source>
        <translation>{count} honba</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/hall.py" line="433"/>
        <source>Result kept on paper</source>
        <translation>Résultat tenu sur papier</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/hall.py" line="436"/>
        <source>Not started</source>
        <translation>Pas commencée</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/hall.py" line="440"/>
        <source>1 hand</source>
        <translation>1 main</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/hall.py" line="441"/>
        <source>{count} hands</source>
        <translation>{count} mains</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/hall.py" line="444"/>
        <source>Finished · {hands}</source>
        <translation>Terminée · {hands}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/hall.py" line="452"/>
        <source>1 riichi stick</source>
        <translation>1 bâton de riichi</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/hall.py" line="453"/>
        <source>{count} riichi sticks</source>
        <translation>{count} bâtons de riichi</translation>
    </message>
</context>
<context>
    <name>HandEntry</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="160"/>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="161"/>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="186"/>
        <source>Winning tile</source>
        <translation>Tuile gagnante</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="162"/>
        <source>Chi</source>
        <translation>Chi</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="163"/>
        <source>Pon</source>
        <translation>Pon</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="164"/>
        <source>Open kan</source>
        <translation>Kan ouvert</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="165"/>
        <source>Closed kan</source>
        <translation>Kan fermé</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="166"/>
        <source>Added kan</source>
        <translation>Kan ajouté</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="167"/>
        <source>Dora indicator</source>
        <translation>Indicateur de dora</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="168"/>
        <source>Ura dora indicator</source>
        <translation>Indicateur d&apos;ura dora</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="184"/>
        <source>Hand (click a tile to take it back)</source>
        <translation>Main (cliquez sur une tuile pour la retirer)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="187"/>
        <source>Melds</source>
        <translation>Combinaisons annoncées</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="190"/>
        <source>Dora indicators</source>
        <translation>Indicateurs de dora</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="191"/>
        <source>Ura dora indicators</source>
        <translation>Indicateurs d&apos;ura dora</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="127"/>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="214"/>
        <source>{seat} seat, {round} round, {how}, {honba} honba</source>
        <translation>Vent du joueur {seat}, vent dominant {round}, {how}, {honba} honba</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="211"/>
        <source>tsumo</source>
        <translation>tsumo</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="213"/>
        <source>ron</source>
        <translation>ron</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="221"/>
        <source>Haitei (last tile)</source>
        <translation>Haitei (dernière tuile)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="223"/>
        <source>Houtei (last discard)</source>
        <translation>Houtei (dernier écart)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="226"/>
        <source>Tenhou</source>
        <translation>Tenhou — Main du Ciel</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="228"/>
        <source>Chiihou</source>
        <translation>Chiihou — Main de la Terre</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="231"/>
        <source>Riichi</source>
        <translation>Riichi — Main Déclarée</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="232"/>
        <source>Double riichi</source>
        <translation>Double riichi — Déclarée au Premier Tour</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="233"/>
        <source>Ippatsu</source>
        <translation>Ippatsu — Du Premier Coup</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="238"/>
        <source>Rinshan kaihou</source>
        <translation>Rinshan kaihou — Tuile de Remplacement du Kan</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="242"/>
        <source>Chankan</source>
        <translation>Chankan — Vol du Kan</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="244"/>
        <source>Renhou</source>
        <translation>Renhou — Main de l&apos;Homme</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="147"/>
        <source>Yaku</source>
        <translation>Yaku</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="150"/>
        <source>Fu</source>
        <translation>Fu</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="258"/>
        <source>Norths set aside (kita)</source>
        <translation>Nords mis de côté (kita)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="355"/>
        <source>A hand has at most four melds: take one back first (click it).</source>
        <translation>Une main a au plus quatre combinaisons exposées&#xa0;: retirez-en d&apos;abord une (cliquez dessus).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="456"/>
        <source>Enter the winning tile.</source>
        <translation>Entrez la tuile gagnante.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="458"/>
        <source>Enter the hand: 1 more tile, then the winning tile.</source>
        <translation>Entrez la main&#xa0;: encore 1 tuile, puis la tuile gagnante.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="459"/>
        <source>Enter the hand: {count} more tiles, then the winning tile.</source>
        <translation>Entrez la main&#xa0;: encore {count} tuiles, puis la tuile gagnante.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="477"/>
        <source>This player did not declare riichi in this hand: tick them in the hand&apos;s Riichi row first, or untick Riichi.</source>
        <translation>Ce joueur n&apos;a pas déclaré riichi dans cette main&#xa0;: cochez-le d&apos;abord dans la ligne Riichi de la main, ou décochez Riichi.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="482"/>
        <source>This player has not declared riichi at the table: declare it there first (its stick goes on the table), or untick Riichi.</source>
        <translation>Ce joueur n&apos;a pas déclaré riichi à la table&#xa0;: déclarez-le d&apos;abord (son bâton va sur la table), ou décochez Riichi.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="498"/>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="500"/>
        <source>{name}: {value}</source>
        <translation>{name}&#xa0;: {value}</translation>
    </message>
</context>
<context>
    <name>KeptFiles</name>
    <message>
        <location filename="../../tablekeeper/ui/kept_changes.py" line="266"/>
        <source>Changes kept while the server could not be reached cannot be read ({count}: {reason}) and were not sent: they are kept aside in {file}.</source>
        <translation>Des modifications gardées pendant que le serveur était injoignable ne peuvent pas être lues ({count}&#xa0;: {reason}) et n’ont pas été envoyées&#xa0;: elles sont mises de côté dans {file}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/kept_changes.py" line="277"/>
        <source>The changes kept while the server could not be reached cannot be read from {file} ({reason}): the file is kept aside as {aside}, and nothing of it was sent.</source>
        <translation>Les modifications gardées pendant que le serveur était injoignable ne peuvent pas être lues dans {file} ({reason})&#xa0;: le fichier est mis de côté sous le nom {aside}, et rien n’en a été envoyé.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/kept_changes.py" line="292"/>
        <source>The server cannot be reached, and the changes kept here cannot be written to this computer: {reason} They are in this window only: closing it before the server answers would lose them.</source>
        <translation>Le serveur est injoignable, et les modifications gardées ici ne peuvent pas être écrites sur cet ordinateur&#xa0;: {reason} Elles ne sont que dans cette fenêtre&#xa0;: la fermer avant que le serveur réponde les perdrait.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="166"/>
        <location filename="../../tablekeeper/ui/window_parts.py" line="64"/>
        <source>tablekeeper</source>
        <translation>tablekeeper</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/hands_list.py" line="148"/>
        <source>South 4-8</source>
        <translation>Sud 4-8</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="144"/>
        <location filename="../../tablekeeper/ui/window_parts.py" line="145"/>
        <source>Hands</source>
        <translation>Mains</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="194"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="195"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="196"/>
        <source>&amp;Open a game…</source>
        <translation>&amp;Ouvrir une partie…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="197"/>
        <source>&amp;Standings</source>
        <translation>&amp;Classement</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="198"/>
        <source>Score &amp;chart</source>
        <translation>&amp;Graphique des scores</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="199"/>
        <source>&amp;Browse saved games…</source>
        <translation>&amp;Parties enregistrées…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="201"/>
        <source>S&amp;tatistics…</source>
        <translation>St&amp;atistiques…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="203"/>
        <source>&amp;Import games…</source>
        <translation>&amp;Importer des parties…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="205"/>
        <source>&amp;End the game now</source>
        <translation>&amp;Terminer la partie maintenant</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="208"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="213"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="256"/>
        <location filename="../../tablekeeper/ui/window_parts.py" line="82"/>
        <location filename="../../tablekeeper/ui/window_parts.py" line="215"/>
        <source>Redo</source>
        <translation>Refaire</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="218"/>
        <source>&amp;Hand</source>
        <translation>&amp;Main</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="219"/>
        <source>&amp;Ron…</source>
        <translation>&amp;Ron…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="220"/>
        <source>&amp;Tsumo…</source>
        <translation>&amp;Tsumo…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="221"/>
        <source>Exhaustive &amp;draw…</source>
        <translation>&amp;Nul (mur épuisé)…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="222"/>
        <source>&amp;Abortive draw…</source>
        <translation>Nul a&amp;vorté…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="223"/>
        <source>&amp;Chombo…</source>
        <translation>&amp;Chombo…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="270"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="275"/>
        <source>&amp;System language</source>
        <translation>Langue du &amp;système</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="34"/>
        <source>Riichi: {name}</source>
        <translation>Riichi&#xa0;: {name}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="35"/>
        <source>Riichi of the player at seat {number}</source>
        <translation>Riichi du joueur à la place {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="228"/>
        <source>&amp;Edit the selected hand…</source>
        <translation>&amp;Modifier la main sélectionnée…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="230"/>
        <source>De&amp;lete the selected hand</source>
        <translation>&amp;Supprimer la main sélectionnée</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="310"/>
        <source>Ron (R)</source>
        <translation>Ron (R)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="311"/>
        <source>Tsumo (T)</source>
        <translation>Tsumo (T)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="312"/>
        <source>Draw (D)</source>
        <translation>Nul (D)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="313"/>
        <source>Abort (A)</source>
        <translation>Nul avorté (A)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="314"/>
        <source>Chombo (C)</source>
        <translation>Chombo (C)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="256"/>
        <location filename="../../tablekeeper/ui/window_parts.py" line="81"/>
        <location filename="../../tablekeeper/ui/window_parts.py" line="214"/>
        <source>Undo</source>
        <translation>Défaire</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="47"/>
        <source>Running &amp;totals</source>
        <translation>&amp;Totaux cumulés</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="83"/>
        <source>Edit</source>
        <translation>Modifier</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="84"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/hands_list.py" line="155"/>
        <source>Carol (2 han 30 fu) tsumo</source>
        <translation>Carol (2 han 30 fu) tsumo</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="234"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="235"/>
        <source>&amp;Table display</source>
        <translation>&amp;Table en plein écran, pour les joueurs</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="238"/>
        <source>&amp;Leave the display</source>
        <translation>&amp;Quitter l&apos;affichage de la table</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="244"/>
        <source>Eve&amp;nt</source>
        <translation>É&amp;vénement</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="246"/>
        <source>&amp;New event…</source>
        <translation>&amp;Nouvel événement…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="247"/>
        <source>&amp;Open an event…</source>
        <translation>&amp;Ouvrir un événement…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="249"/>
        <source>&amp;Players…</source>
        <translation>&amp;Joueurs…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="250"/>
        <source>&amp;Seat the next round</source>
        <translation>&amp;Placer le tour suivant</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="251"/>
        <source>Show the seat&amp;ing…</source>
        <translation>&amp;Voir le placement…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="252"/>
        <source>&amp;Reseat the last round</source>
        <translation>&amp;Replacer le dernier tour</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="253"/>
        <source>Enter a p&amp;aper result…</source>
        <translation>&amp;Saisir un résultat sur papier…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="254"/>
        <source>Pena&amp;lties…</source>
        <translation>Péna&amp;lités…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="255"/>
        <source>S&amp;tandings…</source>
        <translation>&amp;Classement…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="256"/>
        <source>&amp;Hall (for a projector)</source>
        <translation>S&amp;alle (pour un projecteur)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="257"/>
        <source>Round cloc&amp;k…</source>
        <translation>C&amp;hronomètre du tour…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="258"/>
        <source>Phon&amp;es at the tables…</source>
        <translation>Téléphones aux ta&amp;bles…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="260"/>
        <source>Series o&amp;f events…</source>
        <translation>Série d&apos;év&amp;énements…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/window_parts.py" line="261"/>
        <source>&amp;Club rating…</source>
        <translation>Co&amp;te du club…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="183"/>
        <source>The server cannot be reached, and the changes confirmed here ({count}) cannot be written to this computer: they are in this window only. Keep it open until the server answers.</source>
        <translation>Le serveur est injoignable, et les modifications confirmées ici ({count}) ne peuvent pas être écrites sur cet ordinateur&#xa0;: elles ne sont que dans cette fenêtre. Gardez-la ouverte jusqu’à ce que le serveur réponde.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="188"/>
        <source>The server cannot be reached: the change is kept here, not yet stored, and will be stored when the server comes back.</source>
        <translation>Le serveur est injoignable&#xa0;: la modification est gardée ici, pas encore enregistrée, et sera enregistrée quand le serveur répondra de nouveau.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="193"/>
        <source>The server cannot be reached: {count} changes are kept here, not yet stored, and will be stored in order when the server comes back.</source>
        <translation>Le serveur est injoignable&#xa0;: {count} modifications sont gardées ici, pas encore enregistrées, et seront enregistrées dans l’ordre quand le serveur répondra de nouveau.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/game_menu.py" line="83"/>
        <source>Game {game} was deleted; no game is open now.</source>
        <translation>La partie {game} a été supprimée&#x202f;; aucune partie n&apos;est ouverte.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/game_menu.py" line="144"/>
        <source>Import games</source>
        <translation>Importer des parties</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/game_menu.py" line="145"/>
        <source>Game records (*.json *.mjlog *.gz *.xml);;All files (*)</source>
        <translation>Parties enregistrées (*.json *.mjlog *.gz *.xml);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/game_menu.py" line="154"/>
        <source>{differs}

Replace the stored game by the file&apos;s version?</source>
        <translation>{differs}

Remplacer la partie enregistrée par la version du fichier&#x202f;?</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/game_menu.py" line="160"/>
        <source>&amp;Replace</source>
        <translation>&amp;Remplacer</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/game_menu.py" line="161"/>
        <source>&amp;Keep the stored game</source>
        <translation>&amp;Garder la partie enregistrée</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/game_menu.py" line="166"/>
        <source>Games imported: {count}.</source>
        <translation>Parties importées&#xa0;: {count}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/game_menu.py" line="169"/>
        <source>{imported} They are listed here.</source>
        <translation>{imported} Les voici.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/game_menu.py" line="173"/>
        <source>Refused:</source>
        <translation>Refusés&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/game_menu.py" line="187"/>
        <source>Ron</source>
        <translation>Ron</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/game_menu.py" line="188"/>
        <source>Tsumo</source>
        <translation>Tsumo</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/game_menu.py" line="189"/>
        <source>Exhaustive draw</source>
        <translation>Nul (mur épuisé)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/game_menu.py" line="190"/>
        <source>Abortive draw</source>
        <translation>Nul avorté</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/game_menu.py" line="191"/>
        <source>Chombo</source>
        <translation>Chombo</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="315"/>
        <source>Select the hand to change in the list of hands.</source>
        <translation>Sélectionnez la main à modifier dans la liste des mains.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="320"/>
        <source>Hand {number}: {title}</source>
        <translation>Main {number}&#xa0;: {title}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="340"/>
        <source>Select the hand to delete in the list of hands.</source>
        <translation>Sélectionnez la main à supprimer dans la liste des mains.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="408"/>
        <source>Changes confirmed here are not stored yet ({count}), and cannot be written to this computer: closing the window now loses them. Keep it open until the server answers (or free room on the disk).</source>
        <translation>Des modifications confirmées ici ne sont pas encore enregistrées ({count}) et ne peuvent pas être écrites sur cet ordinateur&#xa0;: fermer la fenêtre maintenant les perd. Gardez-la ouverte jusqu’à ce que le serveur réponde (ou libérez de la place sur le disque).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="411"/>
        <source>&amp;Close and lose them</source>
        <translation>&amp;Fermer et les perdre</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="412"/>
        <source>&amp;Keep the window open</source>
        <translation>&amp;Garder la fenêtre ouverte</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <location filename="../../tablekeeper/ui/messages.py" line="13"/>
        <source>Saved to {path}</source>
        <translation>Enregistré dans {path}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/messages.py" line="19"/>
        <location filename="../../tablekeeper/ui/messages.py" line="27"/>
        <location filename="../../tablekeeper/ui/messages.py" line="45"/>
        <source>tablekeeper</source>
        <translation>tablekeeper</translation>
    </message>
</context>
<context>
    <name>NewEventDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_new.py" line="53"/>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_new.py" line="59"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_new.py" line="63"/>
        <source>One name a line, as the club knows them</source>
        <translation>Un nom par ligne, tel que le club le connaît</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_new.py" line="66"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_new.py" line="70"/>
        <source>A fixed score for the player replaced</source>
        <translation>Un score fixe pour le joueur remplacé</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_new.py" line="73"/>
        <source>The substitute&apos;s result, for the player replaced</source>
        <translation>Le résultat du remplaçant, pour le joueur remplacé</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_new.py" line="77"/>
        <source>A substitute&apos;s game counts</source>
        <translation>La partie d&apos;un remplaçant compte</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_new.py" line="83"/>
        <source>Fixed score</source>
        <translation>Score fixe</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_new.py" line="85"/>
        <source>Sit-outs</source>
        <translation>Tours non joués</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_new.py" line="91"/>
        <source>C&amp;reate the event</source>
        <translation>C&amp;réer l&apos;événement</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_new.py" line="107"/>
        <source>New event</source>
        <translation>Nouvel événement</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_new.py" line="120"/>
        <source>Players: {count}</source>
        <translation>Joueurs&#xa0;: {count}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="58"/>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="176"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="71"/>
        <source>Player name</source>
        <translation>Nom du joueur</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="72"/>
        <source>{wind} seat</source>
        <translation>Place {wind}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="91"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="177"/>
        <source>Throw away what was typed for this game?</source>
        <translation>Abandonner ce qui a été saisi pour cette partie&#x202f;?</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="181"/>
        <source>&amp;Keep editing</source>
        <translation>&amp;Continuer la saisie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="182"/>
        <source>&amp;Throw it away</source>
        <translation>&amp;Abandonner la saisie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="199"/>
        <source>Player at the {wind} seat</source>
        <translation>Joueur à la place {wind}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="80"/>
        <source>First dealer</source>
        <translation>Premier donneur</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="87"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="93"/>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="95"/>
        <source>Venue</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="97"/>
        <source>Rule &amp;options…</source>
        <translation>&amp;Options des règles…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="107"/>
        <source>&amp;Start</source>
        <translation>&amp;Commencer</translation>
    </message>
</context>
<context>
    <name>OpenEventDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_new.py" line="153"/>
        <source>Open an event</source>
        <translation>Ouvrir un événement</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_new.py" line="156"/>
        <source>There is no event yet: Event › New event… makes one.</source>
        <translation>Il n&apos;y a encore aucun événement&#xa0;: Événement › Nouvel événement… en crée un.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_new.py" line="174"/>
        <source>{title} · {players} players · {rounds} round seated</source>
        <translation>{title} · {players} joueurs · {rounds} tour placé</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_new.py" line="175"/>
        <source>{title} · {players} players · {rounds} rounds seated</source>
        <translation>{title} · {players} joueurs · {rounds} tours placés</translation>
    </message>
</context>
<context>
    <name>OpenGameDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="231"/>
        <source>Open a game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="234"/>
        <source>There is no unfinished game.</source>
        <translation>Il n&apos;y a aucune partie en cours.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="241"/>
        <source>{date} · {players} · {hands} hands</source>
        <translation>{date} · {players} · {hands} mains</translation>
    </message>
</context>
<context>
    <name>Outbox</name>
    <message>
        <location filename="../../tablekeeper/ui/outbox.py" line="274"/>
        <source>A change kept while the server could not be reached was not stored: </source>
        <translation>Une modification gardée pendant que le serveur était injoignable n’a pas été enregistrée&#xa0;: </translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/outbox.py" line="277"/>
        <source>The later change of this game kept here was not stored either: look at the game, then enter it again if it still applies.</source>
        <translation>La modification suivante de cette partie, gardée ici, n’a pas été enregistrée non plus&#xa0;: regardez la partie, puis saisissez-la de nouveau si elle vaut toujours.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/outbox.py" line="282"/>
        <source>The {count} later changes of this game kept here were not stored either: look at the game, then enter them again if they still apply.</source>
        <translation>Les {count} modifications suivantes de cette partie, gardées ici, n’ont pas été enregistrées non plus&#xa0;: regardez la partie, puis saisissez-les de nouveau si elles valent toujours.</translation>
    </message>
</context>
<context>
    <name>PaperResultDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_paper.py" line="45"/>
        <source>Final points</source>
        <translation>Points finaux</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_paper.py" line="47"/>
        <source>Chombos</source>
        <translation>Chombos</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_paper.py" line="68"/>
        <source>Riichi sticks left</source>
        <translation>Bâtons de riichi restés sur la table</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_paper.py" line="82"/>
        <source>&amp;Record the result</source>
        <translation>&amp;Enregistrer le résultat</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_paper.py" line="95"/>
        <source>Round {round}, table {table}: result on paper</source>
        <translation>Tour {round}, table {table}&#xa0;: résultat sur papier</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_paper.py" line="122"/>
        <source>Sum with the sticks left: {found}, as the rules expect ({players} x {start}).</source>
        <translation>Somme avec les bâtons restés&#xa0;: {found}, comme l’attendent les règles ({players} x {start}).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_paper.py" line="124"/>
        <source>Sum with the sticks left: {found}, {gap} short of {expected} ({players} x {start}).</source>
        <translation>Somme avec les bâtons restés&#xa0;: {found}, {gap} de moins que {expected} ({players} x {start}).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_paper.py" line="126"/>
        <source>Sum with the sticks left: {found}, {gap} over {expected} ({players} x {start}).</source>
        <translation>Somme avec les bâtons restés&#xa0;: {found}, {gap} de plus que {expected} ({players} x {start}).</translation>
    </message>
</context>
<context>
    <name>PenaltiesPage</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="302"/>
        <source>In game points, as the standings count them: -10 takes ten points</source>
        <translation>En points de classement, comme le classement les compte&#xa0;: -10 retire dix points</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="305"/>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="319"/>
        <source>Reason</source>
        <translation>Motif</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="309"/>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="319"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="309"/>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="319"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="314"/>
        <source>&amp;Add the penalty</source>
        <translation>&amp;Ajouter la pénalité</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="319"/>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="319"/>
        <source>Round</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="338"/>
        <source>No round</source>
        <translation>Sans tour</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="340"/>
        <source>Round {round}</source>
        <translation>Tour {round}</translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/phones.py" line="93"/>
        <source>Table {table}</source>
        <translation>Table {table}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/phones.py" line="107"/>
        <source>New code</source>
        <translation>Nouveau code</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/phones.py" line="110"/>
        <source>A new code for this table (a phone lost): the old one stops working.</source>
        <translation>Un nouveau code pour cette table (un téléphone perdu)&#xa0;: l&apos;ancien cesse de fonctionner.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/phones.py" line="154"/>
        <source>Phones at the tables — {title}</source>
        <translation>Téléphones aux tables — {title}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/phones.py" line="189"/>
        <source>Each table scans its code with a phone to follow and enter its game.</source>
        <translation>Chaque table scanne son code avec un téléphone pour suivre et saisir sa partie.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/phones.py" line="192"/>
        <source>Starting the server…</source>
        <translation>Démarrage du serveur…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/phones.py" line="203"/>
        <source>The phones are served over plain HTTP: anyone on the same Wi-Fi can read what they and this laptop send each other.</source>
        <translation>Les téléphones sont servis en HTTP simple&#xa0;: toute personne sur le même Wi-Fi peut lire ce qu&apos;ils échangent avec cet ordinateur.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/phones.py" line="212"/>
        <source>&amp;Print table cards…</source>
        <translation>&amp;Imprimer les cartes des tables…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/phones.py" line="217"/>
        <source>Print &amp;seating sheet…</source>
        <translation>Imprimer la feuille de &amp;placement…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/phones.py" line="222"/>
        <source>Print players&apos; sc&amp;hedules…</source>
        <translation>Imprimer les pro&amp;grammes des joueurs…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/phones.py" line="225"/>
        <source>Each player&apos;s schedule, with the code of their own page</source>
        <translation>Le programme de chaque joueur, avec le code de sa page</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/phones.py" line="253"/>
        <source>The server listens on {address}.</source>
        <translation>Le serveur écoute sur {address}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/phones.py" line="264"/>
        <location filename="../../tablekeeper/ui/dialogs/phones.py" line="334"/>
        <source>Not heard from yet</source>
        <translation>Pas encore de nouvelles</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/phones.py" line="280"/>
        <source>The server could not be started: {reason}</source>
        <translation>Le serveur n&apos;a pas pu démarrer&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/phones.py" line="289"/>
        <source>The server stopped: {reason}</source>
        <translation>Le serveur s&apos;est arrêté&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/phones.py" line="291"/>
        <source>The server stopped (exit status {code}).</source>
        <translation>Le serveur s&apos;est arrêté (code de sortie {code}).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/phones.py" line="294"/>
        <source>The server is not running.</source>
        <translation>Le serveur ne tourne pas.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/phones.py" line="332"/>
        <source>Finished</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/phones.py" line="336"/>
        <source>Last heard {seconds} s ago</source>
        <translation>Dernières nouvelles il y a {seconds} s</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/phones.py" line="358"/>
        <source>The server gave no new code: {reason}</source>
        <translation>Le serveur n&apos;a pas donné de nouveau code&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/phones.py" line="371"/>
        <source>Print table cards</source>
        <translation>Imprimer les cartes des tables</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/phones.py" line="377"/>
        <source>Print seating sheet</source>
        <translation>Imprimer la feuille de placement</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/phones.py" line="387"/>
        <location filename="../../tablekeeper/ui/dialogs/phones.py" line="412"/>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/phones.py" line="387"/>
        <source>Print players&apos; schedules</source>
        <translation>Imprimer les programmes des joueurs</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/phones.py" line="396"/>
        <source>The server gave no codes: {reason}</source>
        <translation>Le serveur n&apos;a donné aucun code&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/phones.py" line="403"/>
        <source>The server&apos;s answer could not be read.</source>
        <translation>La réponse du serveur n&apos;a pu être lue.</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="65"/>
        <source>Name of a player to add</source>
        <translation>Nom d&apos;un joueur à ajouter</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="68"/>
        <source>&amp;Add the player</source>
        <translation>&amp;Ajouter le joueur</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="70"/>
        <source>Absent from round</source>
        <translation>Absent à partir du tour</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="74"/>
        <source>&amp;Mark the selected player absent</source>
        <translation>&amp;Marquer absent le joueur sélectionné</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="79"/>
        <source>Team (empty: none)</source>
        <translation>Équipe (vide&#xa0;: aucune)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="81"/>
        <source>Set the selected player&apos;s t&amp;eam</source>
        <translation>Donner au joueur sélectionné cette é&amp;quipe</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="85"/>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="85"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="85"/>
        <source>EMA number</source>
        <translation>Numéro EMA</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="85"/>
        <source>Country</source>
        <translation>Pays</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="85"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="86"/>
        <source>Absent</source>
        <translation>Absent</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="90"/>
        <source> (substitute)</source>
        <translation> (remplaçant)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="94"/>
        <source>from round {round}</source>
        <translation>à partir du tour {round}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="110"/>
        <source>Select the player whose team to set in the list.</source>
        <translation>Sélectionnez dans la liste le joueur dont l&apos;équipe est à définir.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="117"/>
        <source>Select the player to mark absent in the list.</source>
        <translation>Sélectionnez dans la liste le joueur à marquer absent.</translation>
    </message>
</context>
<context>
    <name>QuickScore</name>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="177"/>
        <source>Han</source>
        <translation>Han</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="179"/>
        <source>Fu</source>
        <translation>Fu</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="181"/>
        <source>Limits</source>
        <translation>Limites</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="291"/>
        <source>Keyboard: type the han, then the fu (3 then 40: 3 han 40 fu; 5 and more need no fu); 10 han or more: a space after them (11 then space). Backspace takes a key back. Enter confirms, and records a new hand at once; + confirms and goes back to the hand (another winner, pao).</source>
        <translation>Clavier&#xa0;: tapez les han, puis les fu (3 puis 40&#xa0;: 3 han 40 fu&#x202f;; à partir de 5, pas de fu)&#x202f;; 10 han ou plus&#xa0;: une espace après (11 puis espace). Retour arrière efface une touche. Entrée valide, et enregistre aussitôt une nouvelle main&#x202f;; + valide et revient à la main (un autre gagnant, pao).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="296"/>
        <source>Typed: {keys}</source>
        <translation>Tapé&#xa0;: {keys}</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="659"/>
        <source>Payments</source>
        <translation>Paiements</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="674"/>
        <source>&amp;Record</source>
        <translation>&amp;Enregistrer</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/review.py" line="146"/>
        <source>Game {game}</source>
        <translation>Partie {game}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/review.py" line="147"/>
        <source>Review: {title}</source>
        <translation>Revoir&#xa0;: {title}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/review.py" line="129"/>
        <source>← Previous hand</source>
        <translation>← Main précédente</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/review.py" line="130"/>
        <source>Next hand →</source>
        <translation>Main suivante →</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/review.py" line="131"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/review.py" line="200"/>
        <source>Final standings</source>
        <translation>Classement final</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/review.py" line="200"/>
        <source>Standings so far</source>
        <translation>Classement provisoire</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/review.py" line="201"/>
        <source>This game has no hand yet.</source>
        <translation>Cette partie n&apos;a encore aucune main.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/review.py" line="210"/>
        <source>Hand {number} of {count}: {name}</source>
        <translation>Main {number} sur {count}&#xa0;: {name}</translation>
    </message>
</context>
<context>
    <name>RonForm</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="353"/>
        <source>Who dealt in (the discarder)?</source>
        <translation>Qui a donné la tuile gagnante (le jeteur)&#x202f;?</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="361"/>
        <source>Who won? (head bump: only the winner nearest the discarder is paid)</source>
        <translation>Qui a gagné&#x202f;? (atamahane&#xa0;: seul le gagnant le plus proche du jeteur est payé)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="363"/>
        <source>Who won? (two may ron the same tile; three make an abortive draw)</source>
        <translation>Qui a gagné&#x202f;? (deux joueurs peuvent faire ron sur la même tuile&#x202f;; trois font un nul avorté)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="365"/>
        <source>Who won? (several players may ron the same tile)</source>
        <translation>Qui a gagné&#x202f;? (plusieurs joueurs peuvent faire ron sur la même tuile)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="430"/>
        <source>Choose who dealt in: the player who discarded the winning tile.</source>
        <translation>Choisissez le jeteur&#xa0;: le joueur qui a écarté la tuile gagnante.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="433"/>
        <source>Choose who won on the discard.</source>
        <translation>Choisissez qui a gagné sur l&apos;écart.</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../../tablekeeper/ui/score_chart.py" line="26"/>
        <location filename="../../tablekeeper/ui/score_chart.py" line="50"/>
        <source>Score chart</source>
        <translation>Graphique des scores</translation>
    </message>
</context>
<context>
    <name>ScoringDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="543"/>
        <source>&amp;Quick (han and fu)</source>
        <translation>&amp;Rapide (han et fu)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="544"/>
        <source>&amp;Hand (tiles)</source>
        <translation>&amp;Main (tuiles)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="546"/>
        <source>&amp;Yaku (as called)</source>
        <translation>&amp;Yaku (annoncés)</translation>
    </message>
</context>
<context>
    <name>SeatCombo</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="211"/>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="267"/>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="268"/>
        <source>Place in the standings</source>
        <translation>Place au classement</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="269"/>
        <source>Riichi ({key})</source>
        <translation>Riichi ({key})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="270"/>
        <source>Declare riichi (F{key})</source>
        <translation>Déclarer riichi (F{key})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="292"/>
        <source>selected</source>
        <translation>sélectionné</translation>
    </message>
</context>
<context>
    <name>SeatingPage</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="135"/>
        <source>Round</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="142"/>
        <source>Random, few repeat meetings</source>
        <translation>Au hasard, peu de rencontres répétées</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="143"/>
        <source>Swiss, by the standings</source>
        <translation>Suisse, selon le classement</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="144"/>
        <source>By place (1-4, 5-8, ...)</source>
        <translation>Par classement (1-4, 5-8, ...)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="146"/>
        <source>Fill with substitutes</source>
        <translation>Compléter avec des remplaçants</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="147"/>
        <source>When the players present are not a multiple of four</source>
        <translation>Quand les joueurs présents ne sont pas un multiple de quatre</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="149"/>
        <source>Others sit out</source>
        <translation>Les autres ne jouent pas</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="151"/>
        <source>Whole tables only: those left over sit out, in turn</source>
        <translation>Tables entières seulement&#xa0;: les joueurs en trop ne jouent pas, à tour de rôle</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="153"/>
        <source>&amp;Seat the next round</source>
        <translation>&amp;Placer le tour suivant</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="166"/>
        <source>&amp;Open the table&apos;s game</source>
        <translation>&amp;Ouvrir la partie de la table</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="167"/>
        <source>Enter a p&amp;aper result…</source>
        <translation>Résultat sur pap&amp;ier…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="168"/>
        <source>S&amp;ubstitute…</source>
        <translation>Re&amp;mplaçant…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="169"/>
        <source>Res&amp;eat this round</source>
        <translation>&amp;Replacer ce tour</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="185"/>
        <source>Round {round}</source>
        <translation>Tour {round}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="197"/>
        <source>No round is seated yet.</source>
        <translation>Aucun tour n&apos;est encore placé.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="200"/>
        <source>No pair of players has met twice.</source>
        <translation>Aucune paire de joueurs ne s&apos;est rencontrée deux fois.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="203"/>
        <source>Repeat meetings: {repeats} (the most any pair met: {most} times; in consecutive rounds: {consecutive}).</source>
        <translation>Rencontres répétées&#xa0;: {repeats} (au plus pour une paire&#xa0;: {most} fois&#x202f;; dans des tours consécutifs&#xa0;: {consecutive}).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="208"/>
        <source>Winds: each player&apos;s counts of {winds} differ by {spread} at most.</source>
        <translation>Vents&#xa0;: les nombres de {winds} de chaque joueur diffèrent d’au plus {spread}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="223"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="223"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="235"/>
        <source>On paper: {points}</source>
        <translation>Sur papier&#xa0;: {points}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="237"/>
        <source>Finished (game {game})</source>
        <translation>Terminée (partie {game})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="239"/>
        <source>Being played (game {game})</source>
        <translation>En cours (partie {game})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="240"/>
        <source>Not started</source>
        <translation>Pas commencée</translation>
    </message>
</context>
<context>
    <name>SeriesDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_series.py" line="45"/>
        <source>Series</source>
        <translation>Série</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_series.py" line="51"/>
        <source>{event}. {title}</source>
        <translation>{event}. {title}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_series.py" line="61"/>
        <source>every one</source>
        <translation>tous</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_series.py" line="62"/>
        <source>Best results counted:</source>
        <translation>Meilleurs résultats comptés&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_series.py" line="66"/>
        <source>Events for a place:</source>
        <translation>Événements pour une place&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_series.py" line="67"/>
        <source>&amp;Rank</source>
        <translation>&amp;Classer</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_series.py" line="80"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_series.py" line="83"/>
        <source>Export:</source>
        <translation>Exporter&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_series.py" line="84"/>
        <source>CS&amp;V…</source>
        <translation>CS&amp;V…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_series.py" line="84"/>
        <source>&amp;JSON…</source>
        <translation>&amp;JSON…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_series.py" line="84"/>
        <source>&amp;PDF sheet…</source>
        <translation>Feuille &amp;PDF…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_series.py" line="124"/>
        <source>Export the series</source>
        <translation>Exporter la série</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_series.py" line="130"/>
        <source>E{index}</source>
        <translation>É{index}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_series.py" line="131"/>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_series.py" line="131"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_series.py" line="131"/>
        <source>Events</source>
        <translation>Événements</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_series.py" line="131"/>
        <source>Counted</source>
        <translation>Comptés</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_series.py" line="131"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_series.py" line="146"/>
        <source>E{index}: {title}</source>
        <translation>É{index}&#xa0;: {title}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_series.py" line="148"/>
        <source>Results in brackets are not counted; a player without a place played too few events.</source>
        <translation>Les résultats entre crochets ne sont pas comptés&#x202f;; un joueur sans place a joué trop peu d&apos;événements.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_series.py" line="150"/>
        <source>Provisional: a table of these events has no result yet.</source>
        <translation>Provisoire&#xa0;: une table de ces événements n&apos;a pas encore de résultat.</translation>
    </message>
</context>
<context>
    <name>SitOutScoreRow</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/sit_out_row.py" line="19"/>
        <source>A round sat out counts</source>
        <translation>Un tour non joué compte</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/sit_out_row.py" line="30"/>
        <source>points (unchecked: nothing)</source>
        <translation>points (décoché&#xa0;: rien)</translation>
    </message>
</context>
<context>
    <name>StagesRow</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_stages.py" line="31"/>
        <source>Cut to the top</source>
        <translation>Couper aux premiers</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_stages.py" line="37"/>
        <source>scores carried over</source>
        <translation>scores reportés</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_stages.py" line="38"/>
        <source>scores reset</source>
        <translation>scores remis à zéro</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_stages.py" line="40"/>
        <source>&amp;Cut</source>
        <translation>Coup&amp;er</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_stages.py" line="51"/>
        <source>Stage 1: rounds 1 to {last}</source>
        <translation>Étape 1&#xa0;: tours 1 à {last}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_stages.py" line="51"/>
        <source>Stage 1</source>
        <translation>Étape 1</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_stages.py" line="53"/>
        <source>carried</source>
        <translation>reportés</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_stages.py" line="53"/>
        <source>reset</source>
        <translation>remis à zéro</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_stages.py" line="55"/>
        <source>Stage {stage}: the top {top} from round {round}, scores {scores}</source>
        <translation>Étape {stage}&#xa0;: les {top} premiers depuis le tour {round}, scores {scores}</translation>
    </message>
</context>
<context>
    <name>StandingsDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="283"/>
        <source>Final standings</source>
        <translation>Classement final</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="283"/>
        <source>Standings so far</source>
        <translation>Classement provisoire</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="311"/>
        <source>Export &amp;CSV…</source>
        <translation>Exporter en &amp;CSV…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="312"/>
        <source>Export &amp;JSON…</source>
        <translation>Exporter en &amp;JSON…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="313"/>
        <source>Export &amp;PDF…</source>
        <translation>Exporter en &amp;PDF…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="314"/>
        <source>P&amp;rint…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="320"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="332"/>
        <source>Game (*.{ext})</source>
        <translation>Partie (*.{ext})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="333"/>
        <source>Export the game</source>
        <translation>Exporter la partie</translation>
    </message>
</context>
<context>
    <name>StandingsPage</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="372"/>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="396"/>
        <source>&amp;CSV…</source>
        <translation>&amp;CSV…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="397"/>
        <source>&amp;JSON…</source>
        <translation>JS&amp;ON…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="398"/>
        <source>PDF &amp;sheet…</source>
        <translation>&amp;Feuille PDF…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="399"/>
        <source>Players&apos; sc&amp;hedules…</source>
        <translation>&amp;Programmes des joueurs…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="400"/>
        <source>&amp;Blank score sheets…</source>
        <translation>Feuilles de &amp;marque vierges…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="401"/>
        <source>&amp;EMA results…</source>
        <translation>Résultats &amp;EMA…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="403"/>
        <source>Export:</source>
        <translation>Exporter&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="418"/>
        <source>in total</source>
        <translation>au total</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="420"/>
        <source>after round {round}</source>
        <translation>après le tour {round}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="426"/>
        <source>overall</source>
        <translation>au total</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="428"/>
        <source>stage {stage}</source>
        <translation>étape {stage}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="445"/>
        <source>Place</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="445"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="445"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="445"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="446"/>
        <source>Carried</source>
        <translation>Reporté</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="447"/>
        <source>Penalties</source>
        <translation>Pénalités</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="447"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="448"/>
        <source>R{round}</source>
        <translation>T{round}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="463"/>
        <source>Provisional: a table of these rounds has no result yet.</source>
        <translation>Provisoire&#xa0;: une table de ces tours n&apos;a pas encore de résultat.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_desk.py" line="468"/>
        <source>Export the event</source>
        <translation>Exporter l&apos;événement</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="340"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="390"/>
        <source>Every player</source>
        <translation>Tous les joueurs</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="399"/>
        <source>Any rule set</source>
        <translation>Toutes les règles</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="408"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="409"/>
        <source>From</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="410"/>
        <source>To</source>
        <translation>Au</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="411"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="376"/>
        <source>Export PDF…</source>
        <translation>Exporter en PDF…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="380"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="412"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="427"/>
        <source>Any</source>
        <translation>Toutes</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="451"/>
        <source>Publish this player&apos;s name (the club&apos;s site, the venue&apos;s pages)</source>
        <translation>Publier le nom de ce joueur (le site du club, les pages de la salle)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="458"/>
        <source>Names are personal data: a player not published is named &quot;Player N&quot; there.</source>
        <translation>Les noms sont des données personnelles&#xa0;: un joueur non publié y est nommé «&#xa0;Joueur N&#xa0;».</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="471"/>
        <source>Back to the table</source>
        <translation>Retour au tableau</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="600"/>
        <source>Finished games counted: {count}.</source>
        <translation>Parties terminées comptées&#xa0;: {count}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="602"/>
        <source>No finished game.</source>
        <translation>Aucune partie terminée.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="581"/>
        <source>Left out of the figures:</source>
        <translation>Laissées hors des chiffres&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="639"/>
        <source>Export the season table</source>
        <translation>Exporter le classement de la saison</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="639"/>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="667"/>
        <source>Club rank</source>
        <translation>Rang au club</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="668"/>
        <source>Average +/- score</source>
        <translation>Score +/- moyen</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="669"/>
        <source>Total +/- score</source>
        <translation>Score +/- total</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/statistics.py" line="676"/>
        <source>1st–2nd–3rd–4th</source>
        <translation>1er–2e–3e–4e</translation>
    </message>
</context>
<context>
    <name>SubstituteDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_substitute.py" line="42"/>
        <source>Replaced</source>
        <translation>Remplacé</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_substitute.py" line="48"/>
        <source>Substitute</source>
        <translation>Remplaçant</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_substitute.py" line="54"/>
        <source>&amp;Seat the substitute</source>
        <translation>&amp;Placer le remplaçant</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_substitute.py" line="68"/>
        <source>Round {round}, table {table}: a substitute</source>
        <translation>Tour {round}, table {table}&#xa0;: un remplaçant</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="479"/>
        <source>No game</source>
        <translation>Aucune partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="480"/>
        <source>Ctrl+N: a new game</source>
        <translation>Ctrl+N&#xa0;: nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="481"/>
        <source>Ctrl+O: go on with one</source>
        <translation>Ctrl+O&#xa0;: reprendre une partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="484"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="487"/>
        <source>Honba: {count}</source>
        <translation>Honba&#xa0;: {count}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="488"/>
        <source>On the table: {points}</source>
        <translation>Sur la table&#xa0;: {points}</translation>
    </message>
</context>
<context>
    <name>TeamsBox</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_teams.py" line="45"/>
        <source>A team&apos;s total:</source>
        <translation>Total d&apos;une équipe&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_teams.py" line="48"/>
        <source>the sum of its players&apos;</source>
        <translation>la somme de ceux de ses joueurs</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_teams.py" line="49"/>
        <source>the average of its players&apos;</source>
        <translation>la moyenne de ceux de ses joueurs</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_teams.py" line="52"/>
        <source>Days:</source>
        <translation>Jours&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_teams.py" line="57"/>
        <source>Champ&amp;ionship</source>
        <translation>Champ&amp;ionnat</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_teams.py" line="60"/>
        <source>Appl&amp;y the settings</source>
        <translation>Appliq&amp;uer les réglages</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_teams.py" line="72"/>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_teams.py" line="72"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_teams.py" line="72"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_teams.py" line="72"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_teams.py" line="73"/>
        <source>R{round}</source>
        <translation>T{round}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/event_teams.py" line="89"/>
        <source>EMA weight {weight} ({players} players, {countries} countries)</source>
        <translation>Poids EMA {weight} ({players} joueurs, {countries} pays)</translation>
    </message>
</context>
<context>
    <name>TsumoForm</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="454"/>
        <source>Who won by tsumo?</source>
        <translation>Qui a gagné sur pioche&#x202f;?</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="492"/>
        <source>Choose who won by tsumo.</source>
        <translation>Choisissez qui a gagné sur pioche.</translation>
    </message>
</context>
<context>
    <name>WinnerRow</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="261"/>
        <source>Score…</source>
        <translation>Valeur…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="267"/>
        <source>Pao:</source>
        <translation>Pao&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="280"/>
        <source>Value of {name}&apos;s hand</source>
        <translation>Valeur de la main de {name}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="329"/>
        <source>Give the value of {name}&apos;s hand.</source>
        <translation>Indiquez la valeur de la main de {name}.</translation>
    </message>
</context>
<context>
    <name>YakuChecklist</name>
    <message>
        <location filename="../../tablekeeper/ui/yaku_checklist.py" line="44"/>
        <source>Op&amp;en hand (a called meld)</source>
        <translation>Main ou&amp;verte (une combinaison appelée)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/yaku_checklist.py" line="47"/>
        <source>&amp;Dora</source>
        <translation>&amp;Dora</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/yaku_checklist.py" line="48"/>
        <source>Red fi&amp;ves</source>
        <translation>Cin&amp;q rouges</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/yaku_checklist.py" line="51"/>
        <source>&amp;Ura dora</source>
        <translation>&amp;Ura dora</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/yaku_checklist.py" line="71"/>
        <source>Yaku</source>
        <translation>Yaku</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/yaku_checklist.py" line="73"/>
        <source>Yakuman</source>
        <translation>Yakuman</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/yaku_checklist.py" line="77"/>
        <location filename="../../tablekeeper/ui/yaku_checklist.py" line="277"/>
        <source>Fu</source>
        <translation>Fu</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/yaku_checklist.py" line="91"/>
        <source>Keyboard: Tab and Space tick the yaku; a digit gives the fu when the yaku do not fix them (3: 30 fu, 4: 40 fu); Enter confirms.</source>
        <translation>Clavier&#xa0;: Tab et Espace cochent les yaku&#x202f;; un chiffre donne les fu quand les yaku ne les fixent pas (3&#xa0;: 30 fu, 4&#xa0;: 40 fu)&#x202f;; Entrée valide.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/yaku_checklist.py" line="244"/>
        <source>This player has not declared riichi: declare it first (its stick goes on the table), or untick Riichi.</source>
        <translation>Ce joueur n&apos;a pas déclaré riichi&#xa0;: déclarez-le d&apos;abord (son bâton va sur la table), ou décochez Riichi.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/yaku_checklist.py" line="249"/>
        <source>Choose the fu: the yaku ticked do not fix them (3 for 30, 4 for 40).</source>
        <translation>Choisissez les fu&#xa0;: les yaku cochés ne les fixent pas (3 pour 30, 4 pour 40).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/yaku_checklist.py" line="275"/>
        <source>Fu: {fu}, fixed by the yaku</source>
        <translation>Fu&#xa0;: {fu}, fixés par les yaku</translation>
    </message>
</context>
</TS>
