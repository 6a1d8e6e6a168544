<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name></name>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="55"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="57"/>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="59"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="61"/>
        <source>Seat {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="75"/>
        <source>{round}, {honba} honba</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="113"/>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="113"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="113"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="113"/>
        <source>Uma and oka</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="113"/>
        <source>Penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="113"/>
        <source>+/- score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="52"/>
        <source>Mangan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="53"/>
        <source>Haneman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="54"/>
        <source>Baiman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="55"/>
        <source>Sanbaiman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="56"/>
        <source>Counted yakuman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="57"/>
        <location filename="../../tablekeeper/ui/texts.py" line="45"/>
        <source>Yakuman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="65"/>
        <location filename="../../tablekeeper/ui/texts.py" line="47"/>
        <source>Yakuman x{count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="68"/>
        <location filename="../../tablekeeper/ui/texts.py" line="50"/>
        <source>{han} han {fu} fu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="76"/>
        <source>{amount} all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="100"/>
        <source>Choose the han of the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="22"/>
        <source>Start points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="23"/>
        <source>Return points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="24"/>
        <source>Oka</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="25"/>
        <source>Uma (1st, 2nd, 3rd, 4th)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="26"/>
        <source>Equal points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="27"/>
        <source>Final score rounding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="28"/>
        <source>Kiriage mangan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="29"/>
        <source>Counted yakuman (13 han)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="30"/>
        <source>Several yakuman add up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="31"/>
        <source>Double yakuman variants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="32"/>
        <source>Aotenjou (no limits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="33"/>
        <source>Red fives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="34"/>
        <source>Open tanyao</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="35"/>
        <source>Fu of a double-wind pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="36"/>
        <source>Renhou</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="37"/>
        <source>Honba on a ron</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="38"/>
        <source>Honba on a tsumo (per payer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="39"/>
        <source>Riichi stick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="40"/>
        <source>Noten payments (total)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="41"/>
        <source>Riichi needs the points of a stick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="42"/>
        <source>Several players ron</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="43"/>
        <source>Honba with several winners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="44"/>
        <source>Deposits with several winners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="45"/>
        <source>Pao yakuman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="46"/>
        <source>Honba of a pao ron paid by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="47"/>
        <source>Abortive draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="48"/>
        <source>Nagashi mangan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="49"/>
        <source>Rounds (1 east only, 2 east-south)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="50"/>
        <source>Play on until someone has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="51"/>
        <source>Below zero ends the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="52"/>
        <source>Agari yame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="53"/>
        <source>Tenpai yame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="54"/>
        <source>Chombo penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="55"/>
        <source>Chombo penalty at the end (points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="56"/>
        <source>Deposits left at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="63"/>
        <source>shared places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="64"/>
        <source>seat order decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="65"/>
        <source>exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="66"/>
        <source>rounded to 1,000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="67"/>
        <source>all winners are paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="68"/>
        <source>double ron paid, triple ron a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="69"/>
        <source>only the nearest winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="70"/>
        <source>each winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="71"/>
        <source>own stick back, the rest to the nearest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="72"/>
        <source>the nearest winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="73"/>
        <source>the discarder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="74"/>
        <source>the liable player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="75"/>
        <source>a mangan paid at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="76"/>
        <source>points taken at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="77"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="78"/>
        <source>mangan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="79"/>
        <source>yakuman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="80"/>
        <source>to first place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="81"/>
        <source>lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="127"/>
        <source>no extension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="19"/>
        <source>Nine terminals (kyuushu kyuuhai)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="20"/>
        <source>Four winds (suufon renda)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="21"/>
        <source>Four riichi (suucha riichi)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="22"/>
        <source>Four kans (suukaikan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="23"/>
        <source>Triple ron (sanchahou)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="30"/>
        <source>riichi stick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="31"/>
        <source>hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="32"/>
        <source>honba</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="33"/>
        <source>deposits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="34"/>
        <source>noten payment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="35"/>
        <source>nagashi mangan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="36"/>
        <source>chombo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="37"/>
        <source>pao</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="49"/>
        <source>{han} han</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="58"/>
        <source>Ron: {winners} from {discarder}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="60"/>
        <source>Tsumo: {winner} ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="63"/>
        <source>Draw: all noten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="65"/>
        <source>Draw: tenpai {players}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="67"/>
        <source>Abortive draw: {kind}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="69"/>
        <source>Chombo: {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="74"/>
        <location filename="../../tablekeeper/ui/texts.py" line="75"/>
        <source>the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="76"/>
        <source>{payer} pays {payee} {amount} ({reason})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AbortForm</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="289"/>
        <source>Choose the kind of abortive draw.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../tablekeeper/ui/app.py" line="95"/>
        <source>The database could not be opened: {error}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/app.py" line="114"/>
        <location filename="../../tablekeeper/ui/app.py" line="125"/>
        <source>tablekeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/app.py" line="126"/>
        <source>Something went wrong: {error}. Nothing was stored.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChomboForm</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="304"/>
        <source>Who made the chombo?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="312"/>
        <source>Choose who made the chombo.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DrawForm</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="250"/>
        <source>Who was tenpai?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="257"/>
        <source>Nagashi mangan:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandEntry</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="85"/>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="86"/>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="109"/>
        <source>Winning tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="87"/>
        <source>Chi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="88"/>
        <source>Pon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="89"/>
        <source>Open kan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="90"/>
        <source>Closed kan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="91"/>
        <source>Added kan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="92"/>
        <source>Dora indicator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="93"/>
        <source>Ura dora indicator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="108"/>
        <source>Hand (click a tile to take it back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="109"/>
        <source>Melds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="110"/>
        <source>Dora indicators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="110"/>
        <source>Ura dora indicators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="124"/>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="128"/>
        <source>{seat} seat, {round} round, {how}, {honba} honba</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="131"/>
        <source>tsumo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="131"/>
        <source>ron</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="137"/>
        <source>Haitei (last tile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="137"/>
        <source>Houtei (last discard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="138"/>
        <source>Tenhou</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="138"/>
        <source>Chiihou</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="140"/>
        <source>Riichi</source>
        <translation type="unfinished">Riichi</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="141"/>
        <source>Double riichi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="142"/>
        <source>Ippatsu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="146"/>
        <source>Rinshan kaihou</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="148"/>
        <source>Chankan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="148"/>
        <source>Renhou</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="157"/>
        <source>Yaku</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="160"/>
        <source>Fu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="263"/>
        <source>Enter the hand: {count} more tiles, then the winning tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="276"/>
        <source>yakuman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="276"/>
        <source>{han} han</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="281"/>
        <source>Dora</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="282"/>
        <source>Ura dora</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="283"/>
        <source>Red fives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="289"/>
        <source>Rounded up: {fu} fu</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="49"/>
        <location filename="../../tablekeeper/ui/main_window.py" line="188"/>
        <source>tablekeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="64"/>
        <source>South 4, 8 honba</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="75"/>
        <source>Hands</source>
        <translation>Mains</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="86"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="87"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="88"/>
        <source>&amp;Open a game…</source>
        <translation>&amp;Ouvrir une partie…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="89"/>
        <source>&amp;Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="90"/>
        <source>&amp;End the game now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="92"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="93"/>
        <source>&amp;Hand</source>
        <translation>&amp;Main</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="94"/>
        <source>&amp;Ron…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="95"/>
        <source>&amp;Tsumo…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="96"/>
        <source>Exhaustive &amp;draw…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="97"/>
        <source>&amp;Abortive draw…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="98"/>
        <source>&amp;Chombo…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="104"/>
        <source>Riichi of the player at seat {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="109"/>
        <source>&amp;Undo the last hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="110"/>
        <source>&amp;Edit the selected hand…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="114"/>
        <source>De&amp;lete the selected hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="126"/>
        <source>Ron (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="127"/>
        <source>Tsumo (T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="128"/>
        <source>Draw (D)</source>
        <translation>Nul (D)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="129"/>
        <source>Abort (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="130"/>
        <source>Chombo (C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="133"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="133"/>
        <source>Edit</source>
        <translation>Modifier</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="133"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="237"/>
        <source>Ron</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="238"/>
        <source>Tsumo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="239"/>
        <source>Exhaustive draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="240"/>
        <source>Abortive draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="241"/>
        <source>Chombo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="277"/>
        <source>Select the hand to change in the list of hands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="282"/>
        <source>Hand {number}: {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="296"/>
        <source>Select the hand to delete in the list of hands.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <location filename="../../tablekeeper/ui/messages.py" line="13"/>
        <source>tablekeeper</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="49"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="60"/>
        <source>Player name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="61"/>
        <source>{wind} seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="65"/>
        <source>Player at the {wind} seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="66"/>
        <source>First dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="71"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="73"/>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="75"/>
        <source>Venue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="77"/>
        <source>Rule &amp;options…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="90"/>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OpenGameDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="121"/>
        <source>Open a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="124"/>
        <source>There is no unfinished game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="127"/>
        <source>{date} · {players} · {hands} hands</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuickScore</name>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="124"/>
        <source>Han</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="126"/>
        <source>Fu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="128"/>
        <source>Limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="130"/>
        <source>Yakuman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="130"/>
        <source>Double yakuman</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="355"/>
        <source>Payments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="363"/>
        <source>&amp;Record</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RonForm</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="168"/>
        <source>Who dealt in (the discarder)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="172"/>
        <source>Who won? (several players may ron the same tile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="191"/>
        <source>Choose who dealt in: the player who discarded the winning tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="194"/>
        <source>Choose who won on the discard.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoringDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="347"/>
        <source>&amp;Quick (han and fu)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="348"/>
        <source>&amp;Hand (tiles)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="106"/>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="124"/>
        <source>Riichi</source>
        <translation>Riichi</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="127"/>
        <source>Declare riichi (F{key})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="143"/>
        <source>selected</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandingsDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="161"/>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="164"/>
        <source>Final standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="164"/>
        <source>Standings so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="182"/>
        <source>Export &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="183"/>
        <source>Export &amp;JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="186"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="195"/>
        <source>Game (*.{ext})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="196"/>
        <source>Export the game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="24"/>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="25"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="26"/>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="27"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="34"/>
        <source>{wind} {hand}</source>
        <translation>{wind} {hand}</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <location filename="../../tablekeeper/ui/controller.py" line="81"/>
        <source>The database is still being opened; try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/controller.py" line="100"/>
        <source>The last change is still being stored; try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/controller.py" line="112"/>
        <source>Something went wrong: {error}. Nothing was stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/controller.py" line="216"/>
        <location filename="../../tablekeeper/ui/controller.py" line="222"/>
        <location filename="../../tablekeeper/ui/controller.py" line="229"/>
        <source>Start or open a game first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/controller.py" line="328"/>
        <source>The file {path} could not be written: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="199"/>
        <source>No game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="200"/>
        <source>Ctrl+N: a new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="201"/>
        <source>Ctrl+O: go on with one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="204"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="207"/>
        <source>Honba: {count}</source>
        <translation>Honba : {count}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="208"/>
        <source>On the table: {points}</source>
        <translation>Sur la table : {points}</translation>
    </message>
</context>
<context>
    <name>TsumoForm</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="212"/>
        <source>Who won by tsumo?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="234"/>
        <source>Choose who won by tsumo.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WinnerRow</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="119"/>
        <source>Score…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="123"/>
        <source>Pao:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="125"/>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="135"/>
        <source>Value of {name}&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="150"/>
        <source>Give the value of {name}&apos;s hand.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
